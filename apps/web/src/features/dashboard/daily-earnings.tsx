import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import type { DashboardData } from './api/dashboard';
import { DailyChart } from './daily-chart';
import { DailyTable } from './daily-table';
import { useTexts } from '../../lib/texts';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { monthLabel } from './month-label';

/**
 * The month picker and the daily table (docs/product/dashboard.md#months-and-daily-rows): the first
 * month record is selected at load; the chosen month filters the daily rows, newest first.
 */
export function DailyEarnings({ data }: { data: DashboardData }) {
  const T = useTexts(DASHBOARD_TEXTS);
  const [chosenMonth, setChosenMonth] = useState<string | undefined>(undefined);
  const months = data.user_month_records;
  const month = chosenMonth ?? months[0]?.monthName;
  const rows = data.user_date_records.filter((row) => row.monthName === month);

  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{T.dailyTitle}</h2>
        {months.length > 0 ? (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {T.month}
            <select
              value={month}
              onChange={(event) => setChosenMonth(event.target.value)}
              className="min-h-11 rounded-lg border border-slate-300 px-2 py-1.5 focus:border-emerald-500 focus:ring-2 focus:ring-emerald-200 focus:outline-none"
            >
              {months.map((record) => {
                const label = monthLabel(record.monthName);
                // A name the client cannot read is the server's data, shown as it came.
                return (
                  <option
                    key={record.monthName}
                    value={record.monthName}
                    translate={label ? undefined : 'no'}
                  >
                    {label ?? record.monthName}
                  </option>
                );
              })}
            </select>
          </label>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <EmptyState look="inline" className="mt-4 text-center font-medium">
          {T.empty}
        </EmptyState>
      ) : (
        <>
          <div className="mt-4">
            <DailyChart
              key={month}
              label={T.chartLabel(month ? (monthLabel(month) ?? month) : '')}
              days={rows.map((row) => ({ date: row.date, total: row.Total_earnings }))}
            />
          </div>
          <DailyTable rows={rows} />
        </>
      )}
    </div>
  );
}
