import type { DbOrTx } from '../../db/client.ts';
import { getMemberBalances } from '../../ledger/balances.ts';

/**
 * The available balance every member page shows, in milli-rupees: both wallets (the
 * member top bar: docs/product/site-and-pages.md#member-top-bar). In the wallet module because it
 * is the wallet's sum; the other member pages read it through index.ts and their presenters turn it
 * into rupees.
 */
export async function availableBalance(db: DbOrTx, memberId: string): Promise<bigint> {
  const b = await getMemberBalances(db, memberId);
  return b.withdrawable + b.deposit;
}
