import { WINDOW_AD_CLAIM_WAIT_MS } from '@kamao/contract/constants';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Icon } from '../../components/icon';
import { readAdLink } from './ad-link';
import { AdGuard } from './components/ad-guard';
import { AdTabCard } from './components/ad-tab-card';
import { leaveForAd } from './leave-for-ad';
import { useAdTabCountdown } from './hooks/use-ad-tab-countdown';
import { useAdTabResult } from './hooks/use-ad-tab-result';
import { useTexts } from '../../lib/texts';
import { PTC_TEXTS } from './ptc-texts';

const WAIT_SECONDS = WINDOW_AD_CLAIM_WAIT_MS / 1000;

/**
 * /member/waitRedirecting?link=<url>||<seconds>: the window-type ad's tab (step 3 of
 * docs/product/ptc-ads.md#the-ad-flow). It waits 5 s, then Claim Bonus tells the View Ads tab
 * (isSuccess) and goes to the ad. Closing or reloading it before that aborts the view
 * (docs/product/ptc-ads.md#failure-texts). No top bar.
 */
export function WaitRedirectingPage() {
  const { search } = useLocation();
  const link = useMemo(() => readAdLink(search), [search]);
  const result = useAdTabResult('window', link.viewId, { abortWhenHidden: false });

  return (
    <AdGuard placement="waitingPage" onBlocked={result.abort}>
      {(snippet) => <WaitingCard url={link.url} result={result} snippet={snippet} />}
    </AdGuard>
  );
}

function WaitingCard({
  url,
  result,
  snippet,
}: {
  url: string;
  result: ReturnType<typeof useAdTabResult>;
  snippet: ReactNode;
}) {
  const T = useTexts(PTC_TEXTS);
  const left = useAdTabCountdown(WAIT_SECONDS, result.status === 'running' && url !== '');
  useEffect(() => {
    if (result.status === 'running') document.title = T.waitingTitle;
  }, [result.status, T]);

  const claim = () => {
    result.complete();
    leaveForAd(url);
  };

  if (!url) {
    return (
      <AdTabCard below={snippet}>
        <h1 className="font-medium text-slate-700">{T.noContent}</h1>
      </AdTabCard>
    );
  }
  if (result.status === 'ended' || result.status === 'aborted') {
    return (
      <AdTabCard below={snippet}>
        <h1 className="text-xl font-bold text-slate-900">{T.notCompletedTitle}</h1>
        <p className="mt-2 text-slate-600">{T.viewEnded}</p>
      </AdTabCard>
    );
  }
  return (
    <AdTabCard below={snippet}>
      <h1 className="text-xl font-bold text-slate-900">{T.waitingTitle}</h1>
      {left > 0 ? (
        <>
          <p className="mt-2 text-slate-600">{T.waitingIntro}</p>
          <p
            role="timer"
            className="mx-auto mt-6 grid size-24 place-items-center rounded-full bg-emerald-50 text-3xl font-bold text-emerald-800 tabular-nums ring-4 ring-emerald-100"
          >
            {left}
          </p>
          <p className="mt-4 text-sm text-slate-500">{T.waitingSeconds(left)}</p>
        </>
      ) : (
        <>
          <button
            type="button"
            onClick={claim}
            disabled={result.status !== 'running'}
            className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-xl bg-emerald-600 px-5 py-3 text-lg font-semibold text-white shadow-sm hover:bg-emerald-700 focus-visible:ring-2 focus-visible:ring-emerald-300 focus-visible:outline-none disabled:opacity-60"
          >
            <Icon name="gift" className="size-5" />
            {T.claimBonus}
          </button>
          <p className="mt-3 text-sm text-slate-500">{T.claimHint}</p>
        </>
      )}
    </AdTabCard>
  );
}
