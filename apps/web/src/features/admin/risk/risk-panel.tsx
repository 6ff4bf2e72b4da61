import { riskAdminRoutes } from '@kamao/contract/admin/risk';
import { useAdminQuery } from '../api/admin-queries';
import { pendingOrFailed } from '../query-state';
import { RiskGroupCard } from './risk-group-card';
import { RiskRulesPanel } from './risk-rules-form';

/**
 * The Risk tab (docs/product/risk.md): groups of linked members, the most money at stake first
 * (the server's order), each with its evidence and actions; then the rules.
 */
export function RiskPanel() {
  const list = useAdminQuery(riskAdminRoutes.riskGroups);
  const groups = list.data?.groups ?? [];
  return (
    <section aria-labelledby="risk-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="risk-title" className="text-lg font-bold text-slate-900">
          Risk{' '}
          {list.data && (
            <span className="text-sm font-normal text-slate-500">
              ({groups.length} {groups.length === 1 ? 'group' : 'groups'})
            </span>
          )}
        </h2>
        <p className="text-sm text-slate-600">
          Members who share a device, a payout account or a mailbox, most money at stake first.
        </p>
      </div>
      {pendingOrFailed(list) ??
        (groups.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-500">
            No linked accounts: no two members share a device, a payout account or a mailbox.
          </p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Risk groups">
            {groups.map((group) => (
              <RiskGroupCard key={group.id} group={group} />
            ))}
          </ul>
        ))}
      <RiskRulesPanel />
    </section>
  );
}
