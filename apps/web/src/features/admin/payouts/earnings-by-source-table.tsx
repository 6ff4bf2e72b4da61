import type { AdminWithdrawalDetails } from '@kamao/contract/admin/payouts';
import { Money } from '../../../components/money';

/** The dashboard's names of the income sources, plus gift codes. */
export const SOURCE_LABELS: Record<string, string> = {
  ptc_ads: 'PTC ads',
  click_short_link: 'Short links',
  offerWall: 'Task walls',
  referral_income: 'Referrals',
  bettingGames: 'Games',
  gift_code: 'Gift codes',
};

/** What the member earned from each source, last 30 days and all time. */
export function EarningsBySourceTable({ earnings }: Pick<AdminWithdrawalDetails, 'earnings'>) {
  return (
    <table className="h-fit w-full text-left">
      <caption className="pb-1 text-left text-xs font-semibold text-slate-500 uppercase">
        Earnings by source
      </caption>
      <thead className="text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-1">
            Source
          </th>
          <th scope="col" className="py-1 text-right">
            Last 30 days
          </th>
          <th scope="col" className="py-1 text-right">
            All time
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {earnings.map((e) => (
          <tr key={e.source}>
            <td className="py-1 text-slate-700">{SOURCE_LABELS[e.source] ?? e.source}</td>
            <td className="py-1 text-right">
              <Money amount={e.last30Days} />
            </td>
            <td className="py-1 text-right">
              <Money amount={e.allTime} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
