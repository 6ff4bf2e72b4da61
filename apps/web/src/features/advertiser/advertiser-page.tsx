import { CAMPAIGNS_PAGE_SIZE } from '@kamao/contract/constants';
import { pagePaths } from '@kamao/contract/page-paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { Pager } from '../../components/pager';
import { PageSkeleton } from '../../components/skeleton';
import { errorMessageOf } from '../../lib/api-client';
import { GENERIC_ERROR_MESSAGE } from '../../lib/messages';
import { confirmDialog, toastError, toastSuccess } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADVERTISER_TEXTS as T } from './advertiser-texts';
import { useAdvertiserData } from './api/advertiser-data';
import { useCampaignStatus, type CampaignAction } from './api/campaign-status';
import { CampaignCard, type Campaign } from './components/campaign-card';
import { CampaignCounters } from './components/campaign-counters';
import {
  CampaignFilters,
  filterCampaigns,
  NO_FILTER,
  type CampaignFilter,
} from './components/campaign-filters';
import { CampaignInfoDialog } from './components/campaign-info-dialog';

const CONFIRM_TEXT: Record<CampaignAction, string> = {
  paused: T.confirmPause,
  active: T.confirmActivate,
  delete: T.confirmDelete,
};

/** /member/advertiser: Your Campaigns (spec part 2 §2.7, §4.7, §8). */
export function AdvertiserPage() {
  useDocumentTitle(T.title);
  const advertiser = useAdvertiserData();
  const [filter, setFilter] = useState<CampaignFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [info, setInfo] = useState<Campaign | null>(null);
  const status = useCampaignStatus({
    onSuccess: (action) => void toastSuccess(T.done[action]),
    onError: (error) => void toastError(errorMessageOf(error, GENERIC_ERROR_MESSAGE)),
  });

  const header = (
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
  );

  if (advertiser.isPending) {
    return (
      <section className="w-full max-w-5xl space-y-4">
        {header}
        <PageSkeleton cards={4} rows={4} />
      </section>
    );
  }
  if (advertiser.isError) {
    return (
      <section className="w-full max-w-5xl space-y-4">
        {header}
        <p role="alert" className="rounded-xl bg-rose-50 p-4 text-rose-800 ring-1 ring-rose-200">
          {errorMessageOf(advertiser.error, T.loadFailed)}
        </p>
      </section>
    );
  }

  const data = advertiser.data;
  const matching = filterCampaigns(data.advertiserData, filter);
  const pageCount = Math.max(1, Math.ceil(matching.length / CAMPAIGNS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const shown = matching.slice((current - 1) * CAMPAIGNS_PAGE_SIZE, current * CAMPAIGNS_PAGE_SIZE);

  const act = async (campaign: Campaign, action: CampaignAction) => {
    const sure = await confirmDialog({
      title: T.confirmTitle,
      text: CONFIRM_TEXT[action],
      icon: 'warning',
      confirmText: T.confirmYes[action],
      cancelText: T.cancel,
    });
    if (sure) status.mutate({ action, campaignId: campaign._id });
  };

  return (
    <section className="w-full max-w-5xl space-y-5">
      {header}
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
        <p className="rounded-2xl bg-white p-6 text-center font-medium text-slate-500 shadow-sm ring-1 ring-slate-200">
          {T.empty}
        </p>
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
    </section>
  );
}
