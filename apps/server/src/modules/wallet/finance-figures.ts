import {
  FINANCE_DAYS,
  HOUSE_SOURCES,
  INCOME_SOURCES,
  MANUAL_PAYOUT,
  type Finance,
  type FinanceDay,
  type PaidPeriod,
} from '@kamao/contract/admin/finance';
import { milliToRupees } from '@kamao/contract/money';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { withdrawals } from '../../db/schema/index.ts';
import {
  dailyTotalsByKind,
  kolkataToday,
  memberAccountTotals,
  payoutsThisMonth,
  systemBalance,
  type PayoutGroup,
} from '../../ledger/finance.ts';
import type { TransferKind } from '../../ledger/kinds.ts';
import { kolkataDate, kolkataDayStart } from '../../lib/kolkata-time.ts';

const PAID: TransferKind = 'withdrawal_payout';
// A payout a provider reversed after paying it: the day's paid figure is net of these.
const REVERSED: TransferKind = 'withdrawal_reversal';
// The contract names the sources; each must be a kind the ledger posts.
const DAILY_KINDS: readonly TransferKind[] = [...INCOME_SOURCES, ...HOUSE_SOURCES, PAID, REVERSED];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The money view's figures (docs/product/operator-console.md#money), all from the ledger but the
 * number of pending withdrawals, which the ledger does not count (their sum is the pending
 * payouts account's balance).
 */
export async function financeFigures(db: DbOrTx): Promise<Finance> {
  const [today, accounts, pendingTotal, pendingCount, payouts, daily] = await readTogether(db, [
    () => kolkataToday(db),
    () => memberAccountTotals(db),
    () => systemBalance(db, 'pending_payouts'),
    () => countPendingWithdrawals(db),
    () => payoutsThisMonth(db),
    () => dailyTotalsByKind(db, DAILY_KINDS, FINANCE_DAYS),
  ] as const);
  const ofKind = (kind: string) => accounts.find((a) => a.kind === kind);
  const withdrawable = ofKind('withdrawable')?.total ?? 0n;
  const deposit = ofKind('deposit')?.total ?? 0n;
  const days = dailyFigures(today, daily);
  return {
    today,
    owed: {
      withdrawable: milliToRupees(withdrawable),
      deposit: milliToRupees(deposit),
      pendingWithdrawals: { count: pendingCount, total: milliToRupees(pendingTotal) },
      total: milliToRupees(withdrawable + deposit + pendingTotal),
    },
    debts: {
      members: ofKind('debt')?.holders ?? 0,
      total: milliToRupees(ofKind('debt')?.total ?? 0n),
    },
    paid: {
      today: paidPeriod(payouts.filter((p) => p.today)),
      month: paidPeriod(payouts),
    },
    days: days.map(presentDay),
    totals: presentTotals(days),
  };
}

async function countPendingWithdrawals(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(eq(withdrawals.status, 'Pending'));
  return Number(row?.n ?? 0);
}

/** Payouts summed by method and by provider, largest total first. */
function paidPeriod(groups: readonly PayoutGroup[]): PaidPeriod {
  const sumBy = (nameOf: (g: PayoutGroup) => string) => {
    const sums = new Map<string, { count: number; total: bigint }>();
    for (const g of groups) {
      const sum = sums.get(nameOf(g)) ?? { count: 0, total: 0n };
      sums.set(nameOf(g), { count: sum.count + g.count, total: sum.total + g.total });
    }
    return [...sums]
      .sort(([a, x], [b, y]) =>
        x.total === y.total ? a.localeCompare(b) : x.total > y.total ? -1 : 1,
      )
      .map(([name, sum]) => ({ name, count: sum.count, total: milliToRupees(sum.total) }));
  };
  return {
    count: groups.reduce((n, g) => n + g.count, 0),
    total: milliToRupees(groups.reduce((n, g) => n + g.total, 0n)),
    byMethod: sumBy((g) => g.method),
    byProvider: sumBy((g) => g.provider ?? MANUAL_PAYOUT),
  };
}

/** One Indian day's sums per kind, milli-rupees. */
type DayTotals = { day: string; byKind: Map<string, bigint> };

/** Every one of the last FINANCE_DAYS days up to `today`, oldest first, quiet days at zero. */
function dailyFigures(
  today: string,
  rows: readonly { day: string; kind: string; total: bigint }[],
): DayTotals[] {
  const start = kolkataDayStart(today).getTime();
  return Array.from({ length: FINANCE_DAYS }, (_, i) => {
    // Noon of each day, so the step never lands on a day's edge.
    const day = kolkataDate(new Date(start - (FINANCE_DAYS - 1 - i) * DAY_MS + DAY_MS / 2));
    const byKind = new Map(rows.filter((r) => r.day === day).map((r) => [r.kind, r.total]));
    return { day, byKind };
  });
}

function figuresOf(byKind: Map<string, bigint>): Omit<FinanceDay, 'day'> {
  const of = (kind: string) => byKind.get(kind) ?? 0n;
  const sumOf = (kinds: readonly string[]) => kinds.reduce((n, k) => n + of(k), 0n);
  return {
    income: Object.fromEntries(
      INCOME_SOURCES.map((s) => [s, milliToRupees(of(s))]),
    ) as FinanceDay['income'],
    incomeTotal: milliToRupees(sumOf(INCOME_SOURCES)),
    house: Object.fromEntries(
      HOUSE_SOURCES.map((s) => [s, milliToRupees(of(s))]),
    ) as FinanceDay['house'],
    houseTotal: milliToRupees(sumOf(HOUSE_SOURCES)),
    paid: milliToRupees(of(PAID) - of(REVERSED)),
  };
}

const presentDay = ({ day, byKind }: DayTotals): FinanceDay => ({ day, ...figuresOf(byKind) });

/** The sums over all the days, added in milli-rupees so no rounding creeps in. */
function presentTotals(days: readonly DayTotals[]): Finance['totals'] {
  const sums = new Map<string, bigint>();
  for (const { byKind } of days) {
    for (const [kind, total] of byKind) sums.set(kind, (sums.get(kind) ?? 0n) + total);
  }
  return figuresOf(sums);
}
