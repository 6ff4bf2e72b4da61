import {
  FINANCE_SOURCE_LABELS,
  HOUSE_SOURCES,
  INCOME_SOURCES,
  type FinanceDay,
} from '@kamao/contract/admin/finance';
import { formatAmount } from '@kamao/contract/money';

/**
 * The charts' figures as a table (the CSV's rows, newest first), folded away: the exact amounts
 * for an operator who wants them, and the charts' content for a screen reader.
 */
export function DailyFiguresTable({ days }: { days: readonly FinanceDay[] }) {
  const columns = [
    ...INCOME_SOURCES.map((s) => FINANCE_SOURCE_LABELS[s]),
    'Income',
    ...HOUSE_SOURCES.map((s) => FINANCE_SOURCE_LABELS[s]),
    'House',
    'Paid out',
  ];
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-semibold text-slate-700">
        Daily figures (₹)
      </summary>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-right text-xs tabular-nums">
          <thead className="text-slate-500">
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                Day
              </th>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-2 py-1 font-medium">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.day} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-1 text-left font-medium whitespace-nowrap">
                  {d.day}
                </th>
                {[
                  ...INCOME_SOURCES.map((s) => d.income[s]),
                  d.incomeTotal,
                  ...HOUSE_SOURCES.map((s) => d.house[s]),
                  d.houseTotal,
                  d.paid,
                ].map((amount, i) => (
                  <td key={columns[i]} className="px-2 py-1">
                    {formatAmount(amount)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
