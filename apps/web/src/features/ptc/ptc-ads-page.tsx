import { CAMPAIGN_TYPES, type CampaignType } from '@kamao/contract/constants';
import { useEffect, useState } from 'react';
import { SafeHtml } from '../../components/safe-html';
import { QueryBoundary } from '../../components/query-boundary';
import { PageSkeleton } from '../../components/skeleton';
import { SoundToggle } from '../../components/sound-toggle';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePtcHome, type PtcHome } from './api/ptc-home';
import { AdCard } from './components/ad-card';
import { AdTypeTabs, adPanelId, adTabId } from './components/ad-type-tabs';
import { EarningsSummary } from './components/earnings-summary';
import { MoreAdsBanner } from './components/more-ads-banner';
import { useAdView, type PtcAd } from './hooks/use-ad-view';
import { useTexts } from '../../lib/texts';
import { PTC_TEXTS } from './ptc-texts';

/**
 * /member/ptc-ads (docs/product/ptc-ads.md#the-view-ads-page): the earnings summary, the ads by
 * type with View Ad, when more ads come, and the operator's instructions. The data refetches when
 * the browser comes back online (the query client's refetchOnReconnect).
 */
export function PtcAdsPage() {
  const T = useTexts(PTC_TEXTS);
  useDocumentTitle(T.title);
  const home = usePtcHome();
  const { busyAdId, viewAd } = useAdView();

  const header = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>
      <SoundToggle />
    </div>
  );

  return (
    <section className="w-full max-w-5xl space-y-5">
      {header}
      <QueryBoundary
        query={home}
        loading={<PageSkeleton cards={3} rows={4} />}
        errorText={T.loadFailed}
        serverMessage
      >
        {(data) => (
          <PtcAds
            data={data}
            busyAdId={busyAdId}
            onView={viewAd}
            onMoreAdsDue={() => void home.refetch()}
          />
        )}
      </QueryBoundary>
    </section>
  );
}

function PtcAds({
  data,
  busyAdId,
  onView,
  onMoreAdsDue,
}: {
  data: PtcHome;
  busyAdId: string | null;
  onView: (ad: PtcAd) => void;
  onMoreAdsDue: () => void;
}) {
  const T = useTexts(PTC_TEXTS);
  const [chosenType, setChosenType] = useState<CampaignType | undefined>(undefined);
  const ads = data.PTCAds_campaignsData;
  const counts = Object.fromEntries(
    CAMPAIGN_TYPES.map((type) => [type, ads.filter((ad) => ad.campaignType === type).length]),
  ) as Record<CampaignType, number>;
  // Until the member picks a tab, the first type that has ads is shown.
  const type = chosenType ?? CAMPAIGN_TYPES.find((each) => counts[each] > 0) ?? 'window';
  const shown = ads.filter((ad) => ad.campaignType === type);
  const moreAdsAt = data.willCome_afterThis_time;

  return (
    <>
      <EarningsSummary
        todayIncome={data.today_PTCAdsIncome}
        totalLinks={data.totalLinks}
        completed={data.completedClick}
      />

      {/* "More ads in" only when none can be viewed now; otherwise the list asks again quietly. */}
      {moreAdsAt === null ? null : ads.length === 0 ? (
        <MoreAdsBanner key={moreAdsAt} until={moreAdsAt} onDue={onMoreAdsDue} />
      ) : (
        <AskAgainAt key={moreAdsAt} at={moreAdsAt} onDue={onMoreAdsDue} />
      )}

      <AdTypeTabs current={type} counts={counts} onChange={setChosenType} />

      <div role="tabpanel" id={adPanelId(type)} aria-labelledby={adTabId(type)} tabIndex={0}>
        {shown.length === 0 ? (
          <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
            <p className="font-medium text-slate-700">{T.noAds}</p>
            <p className="mt-1 text-sm text-slate-500">{T.noAdsHint}</p>
          </div>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((ad) => (
              <AdCard
                key={ad._id}
                ad={ad}
                busy={busyAdId === ad._id}
                locked={busyAdId !== null}
                onView={() => onView(ad)}
              />
            ))}
          </ul>
        )}
      </div>

      {data.other_data_PTCAds_instructions ? (
        <div className="rounded-2xl border border-indigo-100 bg-indigo-50/60 p-4 text-sm">
          <h2 className="mb-2 font-semibold text-slate-900">{T.instructions}</h2>
          <SafeHtml html={data.other_data_PTCAds_instructions} className="text-slate-700" />
        </div>
      ) : null}
    </>
  );
}

/** Asks for the list again when a hidden ad comes back, without a banner over ads on show. */
function AskAgainAt({ at, onDue }: { at: number; onDue: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onDue, Math.max(0, at - Date.now()));
    return () => window.clearTimeout(timer);
    // A new onDue each render restarts the timer, which still ends at `at`.
  }, [at, onDue]);
  return null;
}
