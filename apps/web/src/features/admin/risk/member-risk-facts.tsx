import type { MemberRisk } from '@kamao/contract/admin/risk';
import { MemberLink } from './member-link';
import { RiskScoreBadge } from './risk-score-badge';

/** How a link was made, in words ('device' → 'device'). */
const VIA_WORDS: Record<string, string> = {
  device: 'device',
  payoutAccount: 'payout account',
  email: 'mailbox',
  mobile: 'mobile number',
  address: 'address',
  network: 'network',
  referrer: 'referrer',
};

/**
 * A member's risk: the score, its reasons in words, and the members linked to them, each a link
 * to their page with what links them.
 */
export function MemberRiskFacts({ risk, title = 'Risk' }: { risk: MemberRisk; title?: string }) {
  return (
    <div className="grid content-start gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-xs font-semibold text-slate-500 uppercase">{title}</p>
        <RiskScoreBadge score={risk.score} linked={risk.linked.length} />
      </div>
      {risk.reasons.length === 0 ? (
        <p className="text-sm text-slate-500">Nothing links this member to other accounts.</p>
      ) : (
        <ul
          aria-label="Risk reasons"
          className="grid list-disc gap-0.5 pl-5 text-sm text-slate-800"
        >
          {risk.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {risk.linked.length > 0 && (
        <div className="grid gap-1 text-sm">
          <p className="text-xs font-semibold text-slate-500 uppercase">Linked members</p>
          <ul aria-label="Linked members" className="grid gap-1">
            {risk.linked.map((m) => (
              <li key={m.id} className="flex flex-wrap items-baseline gap-x-2">
                <MemberLink member={m} />
                <span className="text-xs text-slate-500">
                  by {m.via.map((via) => VIA_WORDS[via] ?? via).join(', ')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
