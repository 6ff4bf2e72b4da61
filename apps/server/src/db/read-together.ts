import type { DbOrTx } from './client.ts';

/**
 * Runs independent reads: all at once on the database's pool, each on a connection of its own,
 * and one after the other in a transaction. A transaction has one connection, which answers one
 * query at a time anyway, and pg deprecates sending a query before the last one answered.
 */
export async function readTogether<T extends readonly unknown[]>(
  handle: DbOrTx,
  reads: { [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  if (!('rollback' in handle))
    return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
