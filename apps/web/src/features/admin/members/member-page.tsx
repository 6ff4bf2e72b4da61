import { Link } from 'react-router';
import { memberAdminRoutes } from '@kamao/contract/admin/members';
import { useAdminQuery } from '../api/admin-queries';
import { pendingOrFailed } from '../query-state';
import { MemberRiskFacts } from '../risk/member-risk-facts';
import { MemberDevices, MemberEarnings, MemberFacts, MemberWithdrawals } from './member-page-parts';
import { BalanceAdjustmentForm } from './balance-adjustment-form';
import { BanButton, StatusBadge } from './member-row-parts';

/**
 * One member in the console: who they are, their balances, what they earned from each source,
 * their withdrawals (held ones marked), the browsers they used, and their risk with the members
 * linked to them.
 */
export function MemberPage({ id }: { id: string }) {
  const detail = useAdminQuery(memberAdminRoutes.memberDetail, { params: { id } });
  const data = detail.data;
  return (
    <section aria-labelledby="member-title" className="grid gap-4">
      <Link to="?tab=members" className="text-sm font-semibold text-emerald-800 underline">
        ← All members
      </Link>
      {pendingOrFailed(detail) ??
        (data && (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2
                id="member-title"
                className="flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900"
              >
                <span className="wrap-anywhere">{data.member.userName}</span>
                <StatusBadge member={data.member} />
              </h2>
              <BanButton member={data.member} />
            </div>
            {data.banReason !== null ? (
              <p className="rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900">
                <span className="font-semibold">Banned: </span>
                <span className="wrap-anywhere">{data.banReason}</span>
              </p>
            ) : null}
            <div className="grid gap-4 lg:grid-cols-2">
              <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <MemberRiskFacts risk={data.risk} />
              </div>
              <MemberFacts member={data.member} />
              {data.member.role === 'member' ? (
                <BalanceAdjustmentForm member={data.member} />
              ) : null}
              <MemberEarnings earningsBySource={data.earningsBySource} />
              <MemberWithdrawals withdrawals={data.withdrawals} />
              <MemberDevices devices={data.devices} />
            </div>
          </>
        ))}
    </section>
  );
}
