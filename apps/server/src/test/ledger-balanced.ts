import { expect } from 'vitest';
import type { DbOrTx } from '../db/client.ts';
import { auditLedger } from '../ledger/invariants.ts';

/**
 * The ledger's invariants as a test assertion (docs/style.md#tests): every member balance equals
 * its transfers, none is negative, all sum to zero, and members' debts match the receivables.
 */
export async function expectLedgerBalanced(db: DbOrTx): Promise<void> {
  const audit = await auditLedger(db);
  expect(audit.mismatchedAccounts).toEqual([]);
  expect(audit.negativeAccounts).toEqual([]);
  expect(audit.total).toBe(0n);
  expect(audit.unmatchedDebt).toBe(0n);
}
