import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * How many different statement texts get a name. A named statement stays prepared, with its
 * plan (about 10 to 80 KB), on every connection that ran it, for the connection's life: 200
 * texts on a pool of 20 is at most a few hundred MB on the database server in the worst case,
 * and covers every text that runs often. The rest run unnamed.
 */
export const MAX_NAMED_STATEMENTS = 200;

/** Texts seen once and not yet named; bounded so one-off texts cannot grow it without end. */
const MAX_SEEN_ONCE = 5_000;

/**
 * Gives each parameterised statement that runs more than once a name derived from its text, so
 * that node-postgres prepares it once per connection and PostgreSQL parses and plans it once,
 * instead of parsing and planning it again on every request (an unnamed statement is thrown
 * away after its run). Under load the saved work is a good part of a light query's cost on the
 * database (docs/architecture.md, "Database round trips"). A text is named at its second run:
 * one-off texts (a list's length makes a new text) never take a place under the cap.
 *
 * Only statements sent as a config object with parameters are named (Drizzle sends all its
 * statements so): those already go through the extended protocol, where one statement is the
 * rule. A text without parameters may hold several statements (a migration) and keeps the
 * simple protocol.
 *
 * A connection whose prepared statement went wrong runs that text unnamed from then on: a
 * parameter node-postgres could not serialise (it then closes the statement but still counts
 * it as prepared), or a migration that changed the type of a column the statement returns
 * ("cached plan must not change result type", in a process started before the migration). The
 * request that met it fails once; the connection does not keep failing it.
 *
 * Behind a pooler in transaction mode a prepared statement may land on another server
 * connection unless the pooler keeps prepared statements (PgBouncer 1.21 and later with
 * max_prepared_statements above 0, the default only from 1.24); DATABASE_NAMED_STATEMENTS=false
 * turns naming off.
 */
export function nameStatementsOf(pool: pg.Pool, max = MAX_NAMED_STATEMENTS): void {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= max) return known;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce.clear();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    // 63 bytes at most (PostgreSQL's NAMEDATALEN); 120 bits of a hash never collide here.
    const name = `k_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
    return name;
  };

  pool.on('connect', (client) => {
    /** Texts this connection runs unnamed, after their prepared statement went wrong. */
    const unnamed = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (
      config: unknown,
      values?: unknown,
      callback?: unknown,
    ) => {
      const text = parameterisedText(config, values);
      const name = text === undefined || unnamed.has(text) ? undefined : nameOf(text);
      if (text === undefined || name === undefined) return query(config, values, callback);
      const named = { ...(config as pg.QueryConfig), name };
      const giveUpOn = (error: unknown) => {
        if (spoilsTheStatement(error)) unnamed.add(text);
      };
      if (typeof callback === 'function') {
        return query(named, values, (error: unknown, result: unknown) => {
          if (error) giveUpOn(error);
          (callback as (error: unknown, result: unknown) => void)(error, result);
        });
      }
      return (query(named, values) as Promise<unknown>).catch((error: unknown) => {
        giveUpOn(error);
        throw error;
      });
    };
  });
}

/** The text of a config object with parameters and no name of its own, else undefined. */
function parameterisedText(config: unknown, values: unknown): string | undefined {
  if (typeof config !== 'object' || config === null) return undefined;
  const query = config as pg.QueryConfig;
  // A submittable (a cursor, a stream) is sent as it is.
  if ('submit' in query || query.name || typeof query.text !== 'string') return undefined;
  const params = values ?? query.values;
  return Array.isArray(params) && params.length > 0 ? query.text : undefined;
}

/**
 * Whether an error may leave the connection's prepared statement unusable: one raised in this
 * process (a parameter that could not be serialised), or the server's word that the statement
 * is gone, already exists, or was planned for columns that have changed type.
 */
function spoilsTheStatement(error: unknown): boolean {
  const fromServer = typeof error === 'object' && error !== null && 'severity' in error;
  if (!fromServer) return true;
  const code = (error as { code?: string }).code;
  return code === '26000' || code === '42P05' || code === '0A000';
}
