import { CAMPAIGNS_PAGE_SIZE } from '@kamao/contract/constants';
import { pagePaths } from '@kamao/contract/page-paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Icon } from '../../components/icon';
import { Pager } from '../../components/pager';
import { QueryBoundary } from '../../components/query-boundary';
import { PageSkeleton } from '../../components/skeleton';
import { errorMessageOf } from '../../lib/api-client';
import { confirmDialog, toastError, toastSuccess } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { textsNow, useTexts } from '../../lib/texts';
import { ADVERTISER_TEXTS } from './advertiser-texts';
import { useAdvertiserData } from './api/advertiser-data';
import { useCampaignStatus, type AdvertiserData, type CampaignAction } from './api/campaign-status';
import { CampaignCard, type Campaign } from './components/campaign-card';
import { CampaignCounters } from './components/campaign-counters';
import {
  CampaignFilters,
  filterCampaigns,
  NO_FILTER,
  type CampaignFilter,
} from './components/campaign-filters';
import { CampaignInfoDialog } from './components/campaign-info-dialog';

/** /member/advertiser: Your Campaigns (docs/product/advertiser.md#your-campaigns). */
export function AdvertiserPage() {
  const T = useTexts(ADVERTISER_TEXTS);
  useDocumentTitle(T.title);
  const advertiser = useAdvertiserData();
  return (
    <section className="w-full max-w-5xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>
        <Link
          to={pagePaths.advertiserCreate}
          aria-label={T.createCampaign}
          className="inline-flex items-center gap-2 rounded-xl bg-emerald-600 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-emerald-700 focus-visible:ring-2 focus-visible:ring-emerald-300 focus-visible:outline-none"
        >
          <Icon name="megaphone" className="size-5" />
          {T.create}
        </Link>
      </div>
      <QueryBoundary
        query={advertiser}
        loading={<PageSkeleton cards={4} rows={4} />}
        errorText={T.loadFailed}
        serverMessage
      >
        {(data) => <Campaigns data={data} />}
      </QueryBoundary>
    </section>
  );
}

function Campaigns({ data }: { data: AdvertiserData }) {
  const T = useTexts(ADVERTISER_TEXTS);
  const [filter, setFilter] = useState<CampaignFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [info, setInfo] = useState<Campaign | null>(null);
  const status = useCampaignStatus({
    onSuccess: (action) => void toastSuccess(textsNow(ADVERTISER_TEXTS).done[action]),
    onError: (error) =>
      void toastError(errorMessageOf(error, textsNow(ADVERTISER_TEXTS).genericError)),
  });

  const matching = filterCampaigns(data.advertiserData, filter);
  const pageCount = Math.max(1, Math.ceil(matching.length / CAMPAIGNS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const shown = matching.slice((current - 1) * CAMPAIGNS_PAGE_SIZE, current * CAMPAIGNS_PAGE_SIZE);

  const act = async (campaign: Campaign, action: CampaignAction) => {
    const sure = await confirmDialog({
      title: T.confirmTitle,
      text: T.confirmText[action],
      icon: 'warning',
      confirmText: T.confirmYes[action],
      cancelText: T.cancel,
    });
    if (sure) status.mutate({ action, campaignId: campaign._id });
  };

  return (
    <>
      <CampaignCounters
        depositBalance={data.userDepositBalance}
        total={data.total_campaigns}
        active={data.active_campaigns}
        paused={data.paused_campaigns}
        remainingViews={data.remaining_views}
      />
      <CampaignFilters
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {shown.length === 0 ? (
        <EmptyState className="p-6 text-center font-medium">{T.empty}</EmptyState>
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((campaign) => (
              <CampaignCard
                key={campaign._id}
                campaign={campaign}
                busy={status.isPending && status.variables?.campaignId === campaign._id}
                onInfo={() => setInfo(campaign)}
                onToggle={() =>
                  void act(campaign, campaign.status === 'active' ? 'paused' : 'active')
                }
                onDelete={() => void act(campaign, 'delete')}
              />
            ))}
          </ul>
          <Pager page={current} pageCount={pageCount} onPageChange={setPage} />
        </>
      )}
      <CampaignInfoDialog campaign={info} onClose={() => setInfo(null)} />
    </>
  );
}
