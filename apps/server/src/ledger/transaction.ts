import type { DbOrTx, Tx } from '../db/client.ts';

/**
 * Runs fn inside a transaction: the caller's when it passes one (so a feature can compose its
 * own writes with a ledger movement), otherwise a new one.
 */
export function inTransaction<T>(handle: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if ('rollback' in handle) return fn(handle);
  return handle.transaction(fn);
}
