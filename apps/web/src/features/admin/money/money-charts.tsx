import { useMemo } from 'react';
import {
  FINANCE_SOURCE_LABELS,
  HOUSE_SOURCES,
  INCOME_SOURCES,
  type FinanceDay,
  type HouseSource,
  type IncomeSource,
} from '@kamao/contract/admin/finance';
import { DayChart, type DaySeries } from './day-chart';

/** One colour per source, told apart on white. */
const COLORS: Record<IncomeSource | HouseSource, string> = {
  ptc_ads: '#047857',
  click_short_link: '#2563eb',
  offerWall: '#d97706',
  referral_income: '#7c3aed',
  bettingGames: '#db2777',
  gift_code: '#0891b2',
  game_commission: '#db2777',
  conversion_fee: '#2563eb',
  campaign_fee: '#047857',
};

/**
 * The money view's charts: members' income by source and the house's income, per day. The
 * module the Money tab loads lazily, with the chart library.
 */
export default function MoneyCharts({ days }: { days: readonly FinanceDay[] }) {
  const dayNames = useMemo(() => days.map((d) => d.day), [days]);
  const income = useMemo<DaySeries[]>(
    () =>
      INCOME_SOURCES.map((s) => ({
        label: FINANCE_SOURCE_LABELS[s],
        color: COLORS[s],
        values: days.map((d) => d.income[s]),
      })),
    [days],
  );
  const house = useMemo<DaySeries[]>(
    () =>
      HOUSE_SOURCES.map((s) => ({
        label: FINANCE_SOURCE_LABELS[s],
        color: COLORS[s],
        values: days.map((d) => d.house[s]),
      })),
    [days],
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DayChart title="Members' income by source, per day (₹)" days={dayNames} series={income} />
      <DayChart title="House income, per day (₹)" days={dayNames} series={house} />
    </div>
  );
}
