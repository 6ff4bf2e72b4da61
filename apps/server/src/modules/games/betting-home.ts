import { milliToRupees } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { todayTotalsByKind } from '../../ledger/income.ts';

/**
 * The games hub's figures (docs/product/tic-tac-toe.md#the-betting-games-hub), from the ledger for
 * today in India: what the member staked (fees paid minus fees refunded), what they won (prizes)
 * and the difference.
 */
export async function bettingHome(db: Db, memberId: string) {
  const [sums, balances] = await Promise.all([
    todayTotalsByKind(db, memberId, ['entry_fee', 'entry_refund', 'bettingGames']),
    getMemberBalances(db, memberId),
  ]);
  const total = (kind: string) => sums.get(kind) ?? 0n;
  const staked = total('entry_fee') - total('entry_refund');
  const won = total('bettingGames');
  return {
    deposit_amount: milliToRupees(balances.deposit),
    today_betting_amount: milliToRupees(staked),
    today_bettings_winning_amount: milliToRupees(won),
    today_bettings_profit_or_lose_amount: milliToRupees(won - staked),
    userAvailableBalance: milliToRupees(balances.withdrawable + balances.deposit),
  };
}
