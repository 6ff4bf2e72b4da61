import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

export interface LedgerAudit {
  /** Sum of every account balance (members stored, system derived); must be 0. */
  total: bigint;
  /** Member accounts whose stored balance differs from the sum of their transfers. */
  mismatchedAccounts: { accountId: bigint; stored: bigint; fromTransfers: bigint }[];
  /** Member accounts below zero (wallets and debts); must be empty. */
  negativeAccounts: bigint[];
  /** Members' debts plus the receivables account; must be 0 (ledger/debt.ts). */
  unmatchedDebt: bigint;
}

/**
 * The ledger's invariants (docs/style.md#tests): every member balance equals the sum of its
 * transfers, none is below zero, all balances sum to zero, and what members owe matches the
 * receivables.
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
  const debtRows = rowsOf<{ unmatched: string }>(
    await db.execute(sql`
      select coalesce(sum(balance), 0)::text as unmatched from ledger_balances
      where kind = 'debt' or (owner_id is null and kind = 'receivables')`),
  );
  return {
    unmatchedDebt: BigInt(debtRows[0]?.unmatched ?? '0'),
    total: BigInt(totalRows[0]?.total ?? '0'),
    mismatchedAccounts: rows.filter((r) => r.stored !== r.fromTransfers),
    negativeAccounts: rows.filter((r) => r.stored < 0n).map((r) => r.accountId),
  };
}
