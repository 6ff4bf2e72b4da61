import { useState } from 'react';
import { Link } from 'react-router';
import { Money } from '../../components/money';
import { SafeHtml } from '../../components/safe-html';
import { PageSkeleton } from '../../components/skeleton';
import { errorMessageOf } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDashboard } from './api/dashboard';
import { DailyChart } from './daily-chart';
import { DASHBOARD_TEXTS as T, EARNING_TILES } from './dashboard-texts';
import { formatIndianTime } from '../../lib/indian-time';

/** /member/dashboard (spec part 1 §2 "Member dashboard"). */
export function DashboardPage() {
  useDocumentTitle(T.title);
  const dashboard = useDashboard();
  const [chosenMonth, setChosenMonth] = useState<string | undefined>(undefined);

  if (dashboard.isPending) {
    return (
      <section className="w-full max-w-5xl">
        <h1 className="mb-4 text-2xl font-bold text-slate-900">{T.title}</h1>
        <PageSkeleton cards={5} rows={5} />
      </section>
    );
  }
  if (dashboard.isError) {
    return (
      <section className="w-full max-w-5xl">
        <h1 className="mb-4 text-2xl font-bold text-slate-900">{T.title}</h1>
        <p role="alert" className="rounded-xl bg-rose-50 p-4 text-rose-800 ring-1 ring-rose-200">
          {errorMessageOf(dashboard.error, T.loadFailed)}
        </p>
      </section>
    );
  }

  const data = dashboard.data;
  const months = data.user_month_records;
  // The first month record is selected at load (part 1 §2).
  const month = chosenMonth ?? months[0]?.monthName;
  const thisMonth = months[0]?.earningSources;
  const rows = data.user_date_records.filter((row) => row.monthName === month);

  return (
    <section className="w-full max-w-5xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>

      {data.userDebtAmount ? (
        <div
          role="status"
          className="rounded-2xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200 sm:flex sm:items-center sm:justify-between sm:gap-6"
        >
          <div>
            <h2 className="font-semibold">{T.debtTitle}</h2>
            <p className="mt-1 text-sm">{T.debtExplained}</p>
          </div>
          <Money amount={data.userDebtAmount} className="mt-2 block text-xl font-bold sm:mt-0" />
        </div>
      ) : null}

      <div>
        <h2 className="sr-only">{T.thisMonth}</h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {EARNING_TILES.map((tile) => (
            <li key={tile.source}>
              <Link
                to={tile.to}
                className="block h-full rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:ring-emerald-300 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none"
              >
                <span className="block text-sm text-slate-500">{tile.label}</span>
                <Money
                  amount={thisMonth?.[tile.source].income ?? 0}
                  className="mt-1 block text-lg font-bold text-emerald-700"
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{T.announcements}</h2>
        {data.other_data_announcementsArray.length === 0 ? (
          <p className="mt-2 text-slate-500">{T.noAnnouncements}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {data.other_data_announcementsArray.map((item, index) => (
              <li
                key={`${item.announcementTime}-${index}`}
                className="rounded-xl border border-indigo-100 bg-indigo-50/60 p-3"
              >
                <p className="text-xs text-indigo-700">{formatIndianTime(item.announcementTime)}</p>
                <SafeHtml html={item.announcementMessage} className="mt-1 text-sm text-slate-700" />
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">{T.dailyTitle}</h2>
          {months.length > 0 ? (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              {T.month}
              <select
                value={month}
                onChange={(event) => setChosenMonth(event.target.value)}
                className="rounded-lg border border-slate-300 px-2 py-1.5 focus:border-emerald-500 focus:ring-2 focus:ring-emerald-200 focus:outline-none"
              >
                {months.map((record) => (
                  <option key={record.monthName} value={record.monthName}>
                    {record.monthName}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        {rows.length === 0 ? (
          <p className="mt-4 text-center font-medium text-slate-500">{T.empty}</p>
        ) : (
          <>
            <div className="mt-4">
              <DailyChart
                label={T.chartLabel(month ?? '')}
                days={rows.map((row) => ({ date: row.date, total: row.Total_earnings }))}
              />
            </div>
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-slate-500">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {T.columnDate}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {T.columnSelf}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {T.columnReferral}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      {T.columnTotal}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rows.map((row) => (
                    <tr key={`${row.monthName}-${row.date}`}>
                      <td className="py-2 pr-3 whitespace-nowrap text-slate-700">{row.date}</td>
                      <td className="py-2 pr-3">
                        <Money amount={row.self_earnings} />
                      </td>
                      <td className="py-2 pr-3">
                        <Money amount={row.referral_earnings} />
                      </td>
                      <td className="py-2 font-semibold text-emerald-700">
                        <Money amount={row.Total_earnings} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
