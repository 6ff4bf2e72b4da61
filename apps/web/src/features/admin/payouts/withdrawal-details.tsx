import { payoutAdminRoutes } from '@kamao/contract/admin/payouts';
import { errorMessageOf } from '../../../lib/api-client';
import { formatIndianTime } from '../../../lib/indian-time';
import { Money } from '../../../components/money';
import { Skeleton } from '../../../components/skeleton';
import { useAdminQuery } from '../api/admin-queries';
import { WithdrawalDecisionForm } from './withdrawal-decision-form';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

/** The dashboard's names of the income sources, plus gift codes. */
const SOURCE_LABELS: Record<string, string> = {
  ptc_ads: 'PTC ads',
  click_short_link: 'Short links',
  offerWall: 'Task walls',
  referral_income: 'Referrals',
  bettingGames: 'Games',
  gift_code: 'Gift codes',
};

/** One withdrawal opened in the queue: the member, their earnings, and the decision. */
export function WithdrawalDetails({ id }: { id: string }) {
  const details = useAdminQuery(payoutAdminRoutes.withdrawalDetails, { params: { id } });

  if (details.isPending) return <Skeleton className="m-4 h-40" />;
  if (details.error || !details.data) {
    return (
      <p role="alert" className="p-4 text-rose-700">
        {errorMessageOf(details.error, 'Something went wrong, please try again.')}
      </p>
    );
  }
  const { withdrawal: w, member, earnings, previousWithdrawals } = details.data;

  return (
    <div className="grid gap-4 border-t border-slate-100 p-3 text-sm sm:p-4 lg:grid-cols-2">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-500">Member</dt>
        <dd className="text-slate-900 wrap-anywhere">
          {member.userName} ({member.name}){' '}
          {member.status === 'banned' && <WithdrawalStatusBadge status="Banned" />}
        </dd>
        <dt className="text-slate-500">Contact</dt>
        <dd className="text-slate-800 wrap-anywhere">
          {member.email} · {member.mobile ?? '—'}
        </dd>
        <dt className="text-slate-500">Joined</dt>
        <dd className="text-slate-800">{formatIndianTime(member.joinedAt)}</dd>
        <dt className="text-slate-500">Referred by</dt>
        <dd className="text-slate-800">{member.referrerUserName ?? '—'}</dd>
        <dt className="text-slate-500">Referrals</dt>
        <dd className="text-slate-800">{member.referrals}</dd>
        <dt className="text-slate-500">Balances</dt>
        <dd className="text-slate-800">
          <Money amount={member.withdrawable} /> withdrawable, <Money amount={member.deposit} />{' '}
          deposit
        </dd>
        {member.debt > 0 ? (
          <>
            <dt className="text-amber-700">Owes</dt>
            <dd className="font-semibold text-amber-800">
              <Money amount={member.debt} /> after chargebacks, settled from their next earnings
            </dd>
          </>
        ) : null}
        <dt className="text-slate-500">Pay to</dt>
        <dd className="font-semibold text-slate-900 wrap-anywhere">
          {w.method}: {w.accountInformation}
        </dd>
        {w.paymentReference && (
          <>
            <dt className="text-slate-500">Payment reference</dt>
            <dd className="font-mono text-slate-800 wrap-anywhere">{w.paymentReference}</dd>
          </>
        )}
        {w.remark && (
          <>
            <dt className="text-slate-500">Remark</dt>
            <dd className="text-slate-800">{w.remark}</dd>
          </>
        )}
        {w.decidedAt && (
          <>
            <dt className="text-slate-500">Decided</dt>
            <dd className="text-slate-800">
              {formatIndianTime(w.decidedAt)} by {w.decidedByUserName ?? '—'}
            </dd>
          </>
        )}
      </dl>

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

      {previousWithdrawals.length > 0 && (
        <div className="lg:col-span-2">
          <p className="pb-1 text-xs font-semibold text-slate-500 uppercase">Earlier withdrawals</p>
          <ul className="grid gap-1">
            {previousWithdrawals.map((p) => (
              <li key={p._id} className="flex flex-wrap items-center gap-2 text-slate-700">
                <span>{formatIndianTime(p.time)}</span>
                <Money amount={p.balance} />
                <span>{p.method}</span>
                <WithdrawalStatusBadge status={p.status} />
              </li>
            ))}
          </ul>
        </div>
      )}

      {w.status === 'Pending' && (
        <WithdrawalDecisionForm withdrawal={w} memberUserName={member.userName} />
      )}
    </div>
  );
}
