import type { RiskGroup } from '@kamao/contract/admin/risk';
import { formatIndianTime } from '../../../lib/indian-time';
import { Money } from '../../../components/money';
import { RiskScoreBadge } from './risk-score-badge';

/** The top line of a group's card: the money at stake, its score, and whether it was reviewed. */
export function GroupHeading({ group }: { group: RiskGroup }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-base font-bold text-slate-900">
        <Money amount={group.atStake} /> <span className="font-normal">at stake</span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <RiskScoreBadge score={group.score} />
        {group.reviewedAt ? (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            Reviewed {formatIndianTime(group.reviewedAt)}
          </span>
        ) : (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800">
            Not reviewed
          </span>
        )}
      </div>
    </div>
  );
}
