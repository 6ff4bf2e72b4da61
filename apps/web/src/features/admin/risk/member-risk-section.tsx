import { riskAdminRoutes } from '@kamao/contract/admin/risk';
import { useAdminQuery } from '../api/admin-queries';
import { pendingOrFailed } from '../query-state';
import { MemberRiskFacts } from './member-risk-facts';

/** A member's risk read on its own (the payout review): score, reasons and linked members. */
export function MemberRiskSection({ memberId }: { memberId: string }) {
  const risk = useAdminQuery(riskAdminRoutes.memberRisk, { params: { id: memberId } });
  return (
    <section aria-label="Risk" className="grid content-start gap-2">
      {pendingOrFailed(risk, 'h-20') ?? (risk.data && <MemberRiskFacts risk={risk.data} />)}
    </section>
  );
}
