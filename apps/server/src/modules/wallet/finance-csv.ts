import { HOUSE_SOURCES, INCOME_SOURCES, type Finance } from '@kamao/contract/admin/finance';
import { formatAmount } from '@kamao/contract/money';
import { toCsv } from '../../lib/csv.ts';

/** The columns: the day, members' income by source, the house's income, and payouts. */
const COLUMNS = [
  'day_ist',
  ...INCOME_SOURCES,
  'income_total',
  ...HOUSE_SOURCES,
  'house_total',
  'paid_out',
];

/** The money view's daily figures as CSV, one row per Indian day, oldest first, in rupees. */
export function dailyFiguresCsv(finance: Finance): string {
  return toCsv(
    COLUMNS,
    finance.days.map((d) => [
      d.day,
      ...INCOME_SOURCES.map((s) => formatAmount(d.income[s])),
      formatAmount(d.incomeTotal),
      ...HOUSE_SOURCES.map((s) => formatAmount(d.house[s])),
      formatAmount(d.houseTotal),
      formatAmount(d.paid),
    ]),
  );
}

/** The download's file name: the Indian day of the export. */
export const dailyFiguresCsvFileName = (today: string) => `money-daily-${today}.csv`;
