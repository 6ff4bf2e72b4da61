import { lazy, Suspense } from 'react';
import { financeAdminRoutes } from '@kamao/contract/admin/finance';
import { pathOf } from '@kamao/contract/api-route';
import { Skeleton } from '../../../components/skeleton';
import { useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';
import { pendingOrFailed } from '../query-state';
import { DailyFiguresTable } from './daily-figures-table';
import { OwedCard, PaidCard, ThirtyDaysCard } from './money-cards';

// The chart library is loaded with the charts, only when an operator opens this tab: no member
// page's bundle carries it.
const MoneyCharts = lazy(() => import('./money-charts'));

/**
 * The money view (docs/product/operator-console.md#money): what the site owes and paid, income by
 * source and the house's income per day with charts, and the daily figures as CSV.
 */
export function MoneyPanel() {
  const figures = useAdminQuery(financeAdminRoutes.finance);
  const data = figures.data;

  return (
    <section aria-labelledby="money-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="money-title" className="text-lg font-bold text-slate-900">
          Money{' '}
          {data && <span className="text-sm font-normal text-slate-500">(today {data.today})</span>}
        </h2>
        <a className={buttons.secondary} href={pathOf(financeAdminRoutes.financeCsv)} download>
          Download daily figures (CSV)
        </a>
      </div>
      {pendingOrFailed(figures) ??
        (data && (
          <>
            <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-4">
              <OwedCard owed={data.owed} debts={data.debts} />
              <PaidCard title="Paid today" paid={data.paid.today} />
              <PaidCard title="Paid this month" paid={data.paid.month} />
              <ThirtyDaysCard totals={data.totals} />
            </div>
            <Suspense fallback={<Skeleton className="h-72" />}>
              <MoneyCharts days={data.days} />
            </Suspense>
            <DailyFiguresTable days={data.days} />
          </>
        ))}
    </section>
  );
}
