import type { AdminMemberDetail } from '@kamao/contract/admin/members';
import { formatIndianTime } from '../../../lib/indian-time';
import { Money } from '../../../components/money';
import { SOURCE_LABELS } from '../payouts/earnings-by-source-table';
import { WithdrawalStatusBadge } from '../payouts/withdrawal-status-badge';
import { MemberFactRows } from './member-fact-rows';

const CARD = 'grid content-start gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
const HEADING = 'text-xs font-semibold text-slate-500 uppercase';

/** Who the member is and what they hold. */
export function MemberFacts({ member: m }: Pick<AdminMemberDetail, 'member'>) {
  return (
    <dl className={`${CARD} grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm`}>
      <dt className="text-slate-500">Name</dt>
      <dd className="text-slate-900 wrap-anywhere">{m.name}</dd>
      <MemberFactRows member={m} referrerLabel="Referred by" />
    </dl>
  );
}

/** What the member earned from each source, all time. */
export function MemberEarnings({ earningsBySource }: Pick<AdminMemberDetail, 'earningsBySource'>) {
  return (
    <div className={CARD}>
      <p className={HEADING}>Earnings by source</p>
      {earningsBySource.length === 0 ? (
        <p className="text-sm text-slate-500">Nothing earned yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Earnings by source</caption>
          <tbody className="divide-y divide-slate-100">
            {earningsBySource.map((e) => (
              <tr key={e.source}>
                <th scope="row" className="py-1 font-normal text-slate-700">
                  {SOURCE_LABELS[e.source] ?? e.source}
                </th>
                <td className="py-1 text-right">
                  <Money amount={e.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The member's latest withdrawals; a held one says so (the member reads it as Pending). */
export function MemberWithdrawals({ withdrawals }: Pick<AdminMemberDetail, 'withdrawals'>) {
  return (
    <div className={CARD}>
      <p className={HEADING}>Withdrawals</p>
      {withdrawals.length === 0 ? (
        <p className="text-sm text-slate-500">No withdrawals yet.</p>
      ) : (
        <ul aria-label="Withdrawals" className="grid gap-1 text-sm">
          {withdrawals.map((w) => (
            <li key={w._id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
              <span>{formatIndianTime(w.time)}</span>
              <Money amount={w.balance} />
              <span className="wrap-anywhere">{w.method}</span>
              <WithdrawalStatusBadge status={w.status} />
              {w.held && (
                <span className="rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-800">
                  Held
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The browsers the member used, by their shortened device id; a shared one stands out. */
export function MemberDevices({ devices }: Pick<AdminMemberDetail, 'devices'>) {
  return (
    <div className={CARD}>
      <p className={HEADING}>Devices</p>
      {devices.length === 0 ? (
        <p className="text-sm text-slate-500">No device noted yet.</p>
      ) : (
        <ul aria-label="Devices" className="grid gap-1 text-sm">
          {devices.map((d) => (
            <li key={d.device} className="flex flex-wrap items-baseline gap-x-2">
              <span translate="no" className="font-mono text-xs text-slate-900">
                {d.device}
              </span>
              <span className={d.accounts > 1 ? 'font-semibold text-rose-700' : 'text-slate-600'}>
                {d.accounts} {d.accounts === 1 ? 'account' : 'accounts'}
              </span>
              <span className="text-xs text-slate-500">
                {formatIndianTime(d.firstSeenAt)} – {formatIndianTime(d.lastSeenAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
