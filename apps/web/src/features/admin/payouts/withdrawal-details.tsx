import { payoutAdminRoutes } from '@kamao/contract/admin/payouts';
import { errorMessageOf } from '../../../lib/api-client';
import { Skeleton } from '../../../components/skeleton';
import { useAdminQuery } from '../api/admin-queries';
import { MemberRiskSection } from '../risk/member-risk-section';
import { EarlierWithdrawals } from './earlier-withdrawals';
import { EarningsBySourceTable } from './earnings-by-source-table';
import { WithdrawalDecisionForm } from './withdrawal-decision-form';
import { WithdrawalMemberFacts } from './withdrawal-member-facts';

/**
 * One withdrawal opened in the queue: the member, their earnings, their risk with the members
 * linked to them, and the decision.
 */
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
      <WithdrawalMemberFacts withdrawal={w} member={member} />

      <EarningsBySourceTable earnings={earnings} />

      <MemberRiskSection memberId={member.id} />

      {previousWithdrawals.length > 0 && (
        <EarlierWithdrawals previousWithdrawals={previousWithdrawals} />
      )}

      {w.status === 'Pending' && (
        <WithdrawalDecisionForm withdrawal={w} memberUserName={member.userName} />
      )}
    </div>
  );
}
