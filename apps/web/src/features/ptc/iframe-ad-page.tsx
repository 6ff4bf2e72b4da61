import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { readAdLink } from './ad-link';
import { AdGuard } from './components/ad-guard';
import { AdTabCard } from './components/ad-tab-card';
import { AdTabStatusBar } from './components/ad-tab-status-bar';
import { useAdTabCountdown } from './hooks/use-ad-tab-countdown';
import { useAdTabResult } from './hooks/use-ad-tab-result';
import { useTexts } from '../../lib/texts';
import { PTC_TEXTS } from './ptc-texts';

/**
 * /member/iframe?link=<url>||<seconds>: the iframe ad's tab (docs/product/ptc-ads.md#the-ad-tabs):
 * the ad in a frame under '{n} sec remaining'; at zero 'Done!' and isSuccess once; hidden, closed
 * or reloaded before that, isAbortFromIframePage once. 'No content available.' without a URL.
 */
export function IframeAdPage() {
  const T = useTexts(PTC_TEXTS);
  const { search } = useLocation();
  const link = useMemo(() => readAdLink(search), [search]);
  const result = useAdTabResult('iframe', link.viewId, { abortWhenHidden: true });

  if (!link.url) {
    return (
      <AdTabCard>
        <h1 className="font-medium text-slate-700">{T.noContent}</h1>
      </AdTabCard>
    );
  }
  return (
    <AdGuard placement="verificationPage" onBlocked={result.abort}>
      {(snippet) => (
        <div className="flex h-dvh flex-col bg-slate-100">
          <IframeCountdown seconds={link.seconds} result={result} />
          {snippet}
          <iframe
            src={link.url}
            title={T.adFrameTitle}
            // The ad may run scripts and forms, never navigate this tab away (no top navigation).
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            referrerPolicy="strict-origin-when-cross-origin"
            className="w-full flex-1 border-0 bg-white"
          />
        </div>
      )}
    </AdGuard>
  );
}

function IframeCountdown({
  seconds,
  result,
}: {
  seconds: number;
  result: ReturnType<typeof useAdTabResult>;
}) {
  const T = useTexts(PTC_TEXTS);
  const left = useAdTabCountdown(seconds, result.status === 'running');
  const { status, complete } = result;

  useEffect(() => {
    if (status !== 'running') return;
    if (left <= 0) complete();
    else document.title = T.secondsRemaining(left);
  }, [left, status, complete, T]);

  return <AdTabStatusBar status={status} secondsLeft={left} />;
}
