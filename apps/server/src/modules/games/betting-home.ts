import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { milliToRupees } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { kolkataDayStartSql } from '../../db/kolkata-day.ts';
import { transfers } from '../../db/schema/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';

/**
 * The games hub's figures (part 2 §2.10, §3 "Betting home"), from the ledger for today in
 * India: what the member staked (fees paid minus fees refunded), what they won (prizes) and
 * the difference.
 */
export async function bettingHome(db: Db, memberId: string) {
  const [sums, balances] = await Promise.all([
    db
      .select({ kind: transfers.kind, total: sql<string>`coalesce(sum(${transfers.amount}), 0)` })
      .from(transfers)
      .where(
        and(
          eq(transfers.memberId, memberId),
          inArray(transfers.kind, ['entry_fee', 'entry_refund', 'bettingGames']),
          gte(transfers.createdAt, kolkataDayStartSql),
        ),
      )
      .groupBy(transfers.kind),
    getMemberBalances(db, memberId),
  ]);
  const total = (kind: string) => BigInt(sums.find((row) => row.kind === kind)?.total ?? 0);
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
