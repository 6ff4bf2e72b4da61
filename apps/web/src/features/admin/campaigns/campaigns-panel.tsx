import { useState } from 'react';
import { campaignAdminRoutes } from '@kamao/contract/admin/campaigns';
import { Pager } from '../../../components/pager';
import { useAdminQuery } from '../api/admin-queries';
import { pendingOrFailed } from '../query-state';
import { CampaignCard } from './campaign-card';
import { CampaignReviewSettings } from './campaign-review-settings';
import { CampaignFiltersForm, type CampaignFilters } from './campaign-filters';

/**
 * Every member's campaigns (docs/product/advertiser.md#operator): find one by status, type or
 * owner, and pause, activate or remove it; removing refunds the unviewed budget to the owner's
 * deposit. Above them, whether new campaigns wait for review and the hosts they may not use.
 */
export function CampaignsPanel() {
  const [filters, setFilters] = useState<CampaignFilters>({});
  const [page, setPage] = useState(1);
  const list = useAdminQuery(campaignAdminRoutes.campaignList, {
    query: { ...filters, page },
  });
  const campaigns = list.data?.campaigns ?? [];
  const pageCount = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;

  return (
    <section aria-labelledby="campaigns-title" className="grid gap-4">
      <h2 id="campaigns-title" className="text-lg font-bold text-slate-900">
        Campaigns{' '}
        {list.data && (
          <span className="text-sm font-normal text-slate-500">({list.data.total})</span>
        )}
      </h2>
      <CampaignReviewSettings />
      <CampaignFiltersForm
        onApply={(chosen) => {
          setFilters(chosen);
          setPage(1);
        }}
      />
      {pendingOrFailed(list) ??
        (campaigns.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-500">
            No campaigns match these filters.
          </p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Campaigns">
            {campaigns.map((c) => (
              <CampaignCard key={c.id} campaign={c} />
            ))}
          </ul>
        ))}
      <Pager page={page} pageCount={pageCount} onPageChange={setPage} />
    </section>
  );
}
