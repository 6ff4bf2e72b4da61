import { milliToRupees } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { getMemberBalances } from '../../ledger/balances.ts';

/**
 * The available balance every member page shows: both wallets (spec part 1 §2 top bar). In the
 * wallet module because it is the wallet's sum; the other member pages read it through index.ts.
 */
export async function availableBalanceMilli(db: Db, memberId: string): Promise<bigint> {
  const b = await getMemberBalances(db, memberId);
  return b.withdrawable + b.deposit;
}

/** The same in rupees, for the answers that carry it as it is. */
export async function availableBalance(db: Db, memberId: string): Promise<number> {
  return milliToRupees(await availableBalanceMilli(db, memberId));
}
