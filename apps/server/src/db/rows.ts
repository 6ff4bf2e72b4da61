/**
 * Rows of a raw `db.execute(sql…)` result. Both drivers (pg's QueryResult and PGlite's Results)
 * answer with `{ rows }`; the shared Drizzle type cannot say so.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
