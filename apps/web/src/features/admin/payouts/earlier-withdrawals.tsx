import type { AdminWithdrawalDetails } from '@kamao/contract/admin/payouts';
import { formatIndianTime } from '../../../lib/indian-time';
import { Money } from '../../../components/money';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

/** The member's earlier withdrawals, one line each: when, how much, how, and what became of it. */
export function EarlierWithdrawals({
  previousWithdrawals,
}: Pick<AdminWithdrawalDetails, 'previousWithdrawals'>) {
  return (
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
  );
}
