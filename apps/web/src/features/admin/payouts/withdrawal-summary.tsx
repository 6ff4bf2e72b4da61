import type { AdminWithdrawal } from '@kamao/contract/admin/payouts';
import { formatIndianTime } from '../../../lib/indian-time';
import { Money } from '../../../components/money';
import { RiskScoreBadge } from '../risk/risk-score-badge';

/**
 * A withdrawal at a glance: who, how much, where to pay, when, its id and recorded reference,
 * and the member's risk score with their linked accounts.
 */
export function WithdrawalSummary({ withdrawal: w }: { withdrawal: AdminWithdrawal }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="font-semibold text-slate-900 wrap-anywhere">
        {w.userName} · <Money amount={w.balance} />
      </p>
      <p className="text-sm text-slate-600 wrap-anywhere">
        {w.method}: {w.accountInformation}
      </p>
      <p className="text-xs text-slate-500">
        {formatIndianTime(w.time)} · #{w._id.toUpperCase()}
        {w.paymentReference ? ` · Ref. ${w.paymentReference}` : ''}
      </p>
      <p className="mt-1">
        <RiskScoreBadge score={w.risk.score} linked={w.risk.linked} />
      </p>
    </div>
  );
}
