import { desc, eq, sql } from 'drizzle-orm';
import { EARNING_SOURCES, MONTH_NAMES, type EarningSource } from '@kamao/contract/api-dashboard';
import type { LanguageCode } from '@kamao/contract/language';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { announcements, users } from '../../db/schema/index.ts';
import { getMemberDebt } from '../../ledger/balances.ts';
import { dailyIncomeByKind } from '../../ledger/income.ts';
import { notFound } from '../../lib/app-error.ts';
import { operatorText } from '../site/index.ts';
import { availableBalance } from '../wallet/index.ts';

/** How far back the dashboard looks; older earnings stay in the ledger, off this page. */
export const HISTORY_MONTHS = 24;
const ANNOUNCEMENTS_SHOWN = 20;

/** The announcements the dashboard shows, newest first: its data and its painted first screen. */
export const latestAnnouncements = (db: Db) =>
  db.select().from(announcements).orderBy(desc(announcements.createdAt)).limit(ANNOUNCEMENTS_SHOWN);

type SourceTotals = Record<EarningSource, bigint>;
const zeroTotals = (): SourceTotals =>
  Object.fromEntries(EARNING_SOURCES.map((s) => [s, 0n])) as SourceTotals;

/** 'November 2026' for '2026-11': the month picker's label and the daily rows' key. */
export function monthNameOf(yearMonth: string): string {
  const [year, month] = yearMonth.split('-');
  return `${MONTH_NAMES[Number(month) - 1]} ${year}`;
}

/**
 * A member's earnings per Indian day (Asia/Kolkata) and source: the credits of each earning kind to
 * the member's withdrawable wallet, grouped in SQL so the server's own time zone never matters.
 */
async function earningsByDay(db: Db, memberId: string) {
  const rows = await dailyIncomeByKind(db, memberId, EARNING_SOURCES, HISTORY_MONTHS);
  const days = new Map<string, SourceTotals>();
  for (const row of rows) {
    const totals = days.get(row.day) ?? zeroTotals();
    totals[row.kind as EarningSource] += BigInt(row.total);
    days.set(row.day, totals);
  }
  return { days, today: rows[0]?.today ?? (await kolkataToday(db)) };
}

async function kolkataToday(db: Db): Promise<string> {
  const [row] = rowsOf<{ today: string }>(
    await db.execute(sql`select to_char(now() at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as today`),
  );
  return row!.today;
}

/**
 * The dashboard (docs/product/dashboard.md#months-and-daily-rows), amounts in milli-rupees: the
 * totals per month and source, newest month first, and per day, newest first, split into the
 * member's own earnings and their referral income; the announcements in the member's language.
 * presenters.ts names them.
 */
export async function dashboardData(db: Db, memberId: string, language: LanguageCode) {
  const [[member], balance, debt, { days, today }, news] = await Promise.all([
    db.select({ email: users.email }).from(users).where(eq(users.id, memberId)),
    availableBalance(db, memberId),
    getMemberDebt(db, memberId),
    earningsByDay(db, memberId),
    latestAnnouncements(db),
  ]);
  if (!member) throw notFound();

  // The current month is always there (the tiles read it), with zeros before the first earning.
  const months = new Map<string, SourceTotals>([[today.slice(0, 7), zeroTotals()]]);
  for (const [day, totals] of days) {
    const month = months.get(day.slice(0, 7)) ?? zeroTotals();
    for (const source of EARNING_SOURCES) month[source] += totals[source];
    months.set(day.slice(0, 7), month);
  }
  const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

  return {
    email: member.email,
    availableBalance: balance,
    debt,
    months: [...months.keys()].sort(newestFirst).map((month) => ({
      yearMonth: month,
      income: months.get(month)!,
    })),
    days: [...days.keys()].sort(newestFirst).map((day) => {
      const totals = days.get(day)!;
      const referral = totals.referral_income;
      let total = 0n;
      for (const source of EARNING_SOURCES) total += totals[source];
      return { date: day, selfEarnings: total - referral, referralEarnings: referral, total };
    }),
    announcements: news.map((a) => ({
      createdAt: a.createdAt,
      messageHtml: operatorText(language, a.messageHtml, a.messageHtmlHi),
    })),
  };
}
export type DashboardData = Awaited<ReturnType<typeof dashboardData>>;
