import type { AdminWithdrawalDetails } from '@kamao/contract/admin/payouts';
import { formatIndianTime } from '../../../lib/indian-time';
import { Money } from '../../../components/money';
import { MemberLink } from '../risk/member-link';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

/** Who asked for the withdrawal, what they hold, and where the money goes. */
export function WithdrawalMemberFacts({
  withdrawal: w,
  member,
}: Pick<AdminWithdrawalDetails, 'withdrawal' | 'member'>) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      <dt className="text-slate-500">Member</dt>
      <dd className="text-slate-900 wrap-anywhere">
        <MemberLink member={member} /> ({member.name}){' '}
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
  );
}
