import { useState } from 'react';
import type { RiskGroup } from '@kamao/contract/admin/risk';
import { formatIndianTime } from '../../../lib/indian-time';
import { Money } from '../../../components/money';
import { buttons } from '../buttons';
import { GroupBanForm } from './group-ban-form';
import { GroupEarnings, GroupReferrals } from './group-evidence';
import { MemberLink } from './member-link';
import { RiskScoreBadge } from './risk-score-badge';
import { signalInWords } from './risk-words';
import { groupName, useRiskGroupActions } from './use-risk-group-actions';

/**
 * One group of linked members: its score, the money at stake, its members (each a link to their
 * page), what they share in words, what they earned and the referrals among them, whether it was
 * reviewed, and the actions on it.
 */
export function RiskGroupCard({ group }: { group: RiskGroup }) {
  const actions = useRiskGroupActions(group);
  const [banning, setBanning] = useState(false);
  const label = groupName(group);
  return (
    <li
      aria-label={`Group of ${label}`}
      className={`grid gap-3 rounded-xl border bg-white p-4 text-sm shadow-sm ${
        group.reviewedAt ? 'border-slate-200' : 'border-amber-300'
      }`}
    >
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

      <div className="grid gap-1">
        <p className="text-xs font-semibold text-slate-500 uppercase">
          {group.members.length} members
        </p>
        <ul aria-label="Members of the group" className="flex flex-wrap gap-x-4 gap-y-1">
          {group.members.map((m) => (
            <li key={m.id}>
              <MemberLink member={m} />
            </li>
          ))}
        </ul>
      </div>

      {group.signals.length > 0 && (
        <div className="grid gap-1">
          <p className="text-xs font-semibold text-slate-500 uppercase">What they share</p>
          <ul aria-label="Shared signals" className="grid gap-0.5">
            {group.signals.map((signal) => {
              const words = signalInWords(signal, group.members);
              return (
                <li key={`${signal.kind} ${signal.value}`} className="text-slate-800 wrap-anywhere">
                  {words.kind}:{' '}
                  <span translate="no" className="font-mono text-xs">
                    {words.value}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <GroupEarnings earningsBySource={group.earningsBySource} />
      <GroupReferrals referrals={group.referrals} />

      {banning ? (
        <GroupBanForm groupLabel={label} ban={actions.ban} onDone={() => setBanning(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttons.danger}
            disabled={actions.busy}
            onClick={() => void actions.hold()}
          >
            Hold withdrawals
          </button>
          <button
            type="button"
            className={buttons.danger}
            disabled={actions.busy}
            onClick={() => setBanning(true)}
          >
            Ban members
          </button>
          <button
            type="button"
            className={buttons.danger}
            disabled={actions.busy}
            onClick={() => void actions.takeBack()}
          >
            Take back referral income
          </button>
          {!group.reviewedAt && (
            <button
              type="button"
              className={buttons.secondary}
              disabled={actions.busy}
              onClick={() => void actions.markReviewed()}
            >
              Mark reviewed
            </button>
          )}
        </div>
      )}
    </li>
  );
}
