import { youTubeVideoId } from '@kamao/contract/validation';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Icon } from '../../components/icon';
import { Spinner } from '../../components/spinner';
import { readAdLink } from './ad-link';
import { AdGuard } from './components/ad-guard';
import { AdTabCard } from './components/ad-tab-card';
import { AdTabStatusBar } from './components/ad-tab-status-bar';
import { useAdTabCountdown } from './hooks/use-ad-tab-countdown';
import { useAdTabResult } from './hooks/use-ad-tab-result';
import { useYouTubePlayer } from './hooks/use-youtube-player';
import { useTexts } from '../../lib/texts';
import { PTC_TEXTS } from './ptc-texts';

/**
 * /member/youtube?link=<url>||<seconds>: the youtube ad's tab
 * (docs/product/ptc-ads.md#the-ad-tabs): the video without controls; the countdown runs only while
 * it plays and a pause shows 'Video is paused! Please play the video to continue.'. Success and
 * abort as on the iframe page.
 */
export function YoutubeAdPage() {
  const T = useTexts(PTC_TEXTS);
  const { search } = useLocation();
  const link = useMemo(() => readAdLink(search), [search]);
  const videoId = youTubeVideoId(link.url);
  const result = useAdTabResult('youtube', link.viewId, { abortWhenHidden: true });

  if (!videoId) {
    return (
      <AdTabCard>
        <h1 className="font-medium text-slate-700">{T.noContent}</h1>
      </AdTabCard>
    );
  }
  return (
    <AdGuard placement="verificationPage" onBlocked={result.abort}>
      {(snippet) => (
        <YoutubeAd videoId={videoId} seconds={link.seconds} result={result} snippet={snippet} />
      )}
    </AdGuard>
  );
}

function YoutubeAd({
  videoId,
  seconds,
  result,
  snippet,
}: {
  videoId: string;
  seconds: number;
  result: ReturnType<typeof useAdTabResult>;
  snippet: ReactNode;
}) {
  const T = useTexts(PTC_TEXTS);
  const { status, complete } = result;
  const running = status === 'running';
  const { holder, playerStatus, play } = useYouTubePlayer(videoId, running);
  const left = useAdTabCountdown(seconds, running && playerStatus === 'playing');

  useEffect(() => {
    if (!running) return;
    if (left <= 0) complete();
    else document.title = T.secondsRemaining(left);
  }, [left, running, complete, T]);

  const paused = running && playerStatus === 'paused';
  const canPlay = running && (playerStatus === 'stopped' || playerStatus === 'paused');

  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <AdTabStatusBar status={status} secondsLeft={left} />
      <div className="mx-auto w-full max-w-4xl flex-1 space-y-4 p-4">
        <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-slate-900 shadow-sm">
          <div ref={holder} className="absolute inset-0" data-testid="youtube-player" />
          {playerStatus === 'loading' ? (
            <p className="absolute inset-0 flex items-center justify-center gap-2 text-white">
              <Spinner className="size-5" />
              {T.videoLoading}
            </p>
          ) : null}
        </div>
        {playerStatus === 'failed' ? (
          <p role="alert" className="rounded-xl bg-rose-50 p-3 text-rose-800 ring-1 ring-rose-200">
            {T.videoFailed}
          </p>
        ) : null}
        {paused ? (
          <p
            role="alert"
            className="rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200"
          >
            {T.videoPaused}
          </p>
        ) : null}
        {canPlay ? (
          <button
            type="button"
            onClick={play}
            className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-emerald-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-emerald-700 focus-visible:ring-2 focus-visible:ring-emerald-300 focus-visible:outline-none sm:w-auto"
          >
            <Icon name="chevronRight" className="size-5" />
            {T.playVideo}
          </button>
        ) : null}
        {snippet}
      </div>
    </div>
  );
}
