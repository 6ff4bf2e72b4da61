import type { RiskGroup } from '@kamao/contract/admin/risk';
import { Money } from '../../../components/money';
import { SOURCE_LABELS } from '../payouts/earnings-by-source-table';
import { MemberLink } from './member-link';

const HEADING = 'text-xs font-semibold text-slate-500 uppercase';

/** What the group's members earned together, by source (the sources with income only). */
export function GroupEarnings({ earningsBySource }: Pick<RiskGroup, 'earningsBySource'>) {
  const earned = earningsBySource.filter((e) => e.amount !== 0);
  return (
    <div className="grid gap-1">
      <p className={HEADING}>Earned together</p>
      {earned.length === 0 ? (
        <p className="text-slate-500">Nothing earned yet.</p>
      ) : (
        <ul aria-label="Earnings by source" className="flex flex-wrap gap-x-4 gap-y-0.5">
          {earned.map((e) => (
            <li key={e.source} className="text-slate-800">
              {SOURCE_LABELS[e.source] ?? e.source} <Money amount={e.amount} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The referrals from one member of the group to another: who brought whom. */
export function GroupReferrals({ referrals }: Pick<RiskGroup, 'referrals'>) {
  if (referrals.length === 0) return null;
  return (
    <div className="grid gap-1">
      <p className={HEADING}>Referrals inside the group</p>
      <ul aria-label="Referrals inside the group" className="grid gap-0.5">
        {referrals.map((r) => (
          <li key={`${r.referrer.id} ${r.referred.id}`} className="text-slate-800">
            <MemberLink member={r.referrer} /> brought <MemberLink member={r.referred} />
          </li>
        ))}
      </ul>
    </div>
  );
}
