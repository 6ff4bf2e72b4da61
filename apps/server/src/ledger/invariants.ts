import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

export interface LedgerAudit {
  /** Sum of every account balance (members stored, system derived); must be 0. */
  total: bigint;
  /** Member accounts whose stored balance differs from the sum of their transfers. */
  mismatchedAccounts: { accountId: bigint; stored: bigint; fromTransfers: bigint }[];
  /** Member accounts below zero; must be empty. */
  negativeAccounts: bigint[];
}

/**
 * The ledger's invariants (STYLE.md "Assertions in tests are invariants"): every member balance
 * equals the sum of its transfers and all balances sum to zero.
 */
export async function auditLedger(db: DbOrTx): Promise<LedgerAudit> {
  const totalRows = rowsOf<{ total: string }>(
    await db.execute(sql`select coalesce(sum(balance), 0)::text as total from ledger_balances`),
  );
  const mismatched = rowsOf<{ account_id: string; stored: string; derived: string }>(
    await db.execute(sql`
    select a.id::text as account_id, a.balance::text as stored, (
      coalesce((select sum(amount) from transfers where credit_account_id = a.id), 0)
      - coalesce((select sum(amount) from transfers where debit_account_id = a.id), 0)
    )::text as derived
    from accounts a
    where a.owner_id is not null
  `),
  );
  const rows = mismatched.map((r) => ({
    accountId: BigInt(r.account_id),
    stored: BigInt(r.stored),
    fromTransfers: BigInt(r.derived),
  }));
  return {
    total: BigInt(totalRows[0]?.total ?? '0'),
    mismatchedAccounts: rows.filter((r) => r.stored !== r.fromTransfers),
    negativeAccounts: rows.filter((r) => r.stored < 0n).map((r) => r.accountId),
  };
}
