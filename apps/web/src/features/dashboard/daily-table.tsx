import { Money } from '../../components/money';
import { formatIndianDate } from '../../lib/indian-time';
import { useTexts } from '../../lib/texts';
import type { DashboardData } from './api/dashboard';
import { DASHBOARD_TEXTS } from './dashboard-texts';

/** The chosen month's days, newest first: own, referral and total earnings of each day. */
export function DailyTable({ rows }: { rows: DashboardData['user_date_records'] }) {
  const T = useTexts(DASHBOARD_TEXTS);
  return (
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
              <td className="py-2 pr-3 whitespace-nowrap text-slate-700">
                <time dateTime={row.date}>{formatIndianDate(row.date)}</time>
              </td>
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
  );
}
