import {
  PTC_CHANNEL_MESSAGES,
  PTC_FOCUS_CHECK_AFTER_MS,
  PTC_OPEN_TAB_DELAY_MS,
  PTC_VISIBILITY_LISTENER_DELAY_MS,
  PTC_WAIT_TITLE_SECONDS,
  type CampaignType,
} from '@kamao/contract/constants';
import { errorMessageOf, isSessionError } from '../../lib/api-client';
import { adTabPath } from './ad-link';
import { AD_TAB_CHANNELS, isAdTabMessage } from './ad-tab-messages';
import { textsNow } from '../../lib/texts';
import { PTC_TEXTS } from './ptc-texts';

/**
 * One View Ad attempt on the View Ads tab (docs/product/ptc-ads.md#the-ad-flow), free of React
 * so its timing can be tested with fake timers:
 *   1. the view starts on the server while the 100 ms before the new tab runs (step 2);
 *   2. the ad tab opens; its messages arrive on the type's channel
 *      (docs/product/ptc-ads.md#tab-to-tab-messages);
 *   3. the title reads 'Wait: N sec' for 10 s, or longer when the server's duration since the
 *      view start is not over yet: the server refuses an earlier claim (step 5);
 *   4. from 2 s on, the member coming back to this tab is noted; at 9 s (1 s before the end of
 *      a longer wait) a noted return fails the attempt (step 5);
 *   5. an abort from the ad tab fails it with the type's text (step 6);
 *   6. once the wait is over and the ad tab reported success, the earn request goes (step 5).
 */
export interface ViewableAd {
  id: string;
  type: CampaignType;
  url: string;
  seconds: number;
}

export type ViewOutcome =
  | { kind: 'paid'; availableBalance: number }
  | { kind: 'failed'; text: string }
  // The session was lost: the HTTP client's session reaction tells the member and goes to /login.
  | { kind: 'sessionLost' };

export interface ViewAttemptDeps {
  startView(campaignId: string): Promise<{ viewToken: string; duration: number }>;
  claim(campaignId: string, viewToken: string): Promise<{ userAvailableBalance: number }>;
  /** Opens the ad tab; false when the browser refused (a pop-up blocker). */
  openTab(path: string): boolean;
  /** 'Wait: N sec' while the attempt runs; null gives the page its own title back. */
  setTitle(title: string | null): void;
  onDone(outcome: ViewOutcome): void;
  newViewId?: () => string;
}

const SECOND_MS = 1000;

const randomViewId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

const delay = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** The texts in the language chosen when one is shown (an attempt outlives a switch). */
const texts = () => textsNow(PTC_TEXTS);

const openerIsShown = () => document.visibilityState === 'visible';

/** Starts the attempt; the returned function cancels it silently (the page went away). */
export function startAdView(ad: ViewableAd, deps: ViewAttemptDeps): () => void {
  let settled = false;
  let claiming = false;
  let adTabSucceeded = false;
  let waitOver = false;
  let cameBack = false;
  const timers: number[] = [];
  const cleanups: Array<() => void> = [];

  const cleanUp = () => {
    for (const timer of timers) window.clearTimeout(timer);
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const finish = (outcome: ViewOutcome) => {
    if (settled) return;
    settled = true;
    cleanUp();
    deps.setTitle(null);
    deps.onDone(outcome);
  };
  const fail = (text: string) => finish({ kind: 'failed', text });
  const failCall = (error: unknown) =>
    isSessionError(error)
      ? finish({ kind: 'sessionLost' })
      : fail(errorMessageOf(error, texts().generalError));

  const run = async () => {
    let view: { viewToken: string; duration: number };
    try {
      [view] = await Promise.all([deps.startView(ad.id), delay(PTC_OPEN_TAB_DELAY_MS)]);
    } catch (error) {
      failCall(error);
      return;
    }
    if (settled) return;
    // The server started the view before its answer arrived, so the server's duration is over
    // by startedAt + duration on any clock: no margin is needed for the claim.
    const startedAt = Date.now();
    const viewId = (deps.newViewId ?? randomViewId)();

    const claim = async () => {
      if (claiming || settled) return;
      claiming = true;
      try {
        const answer = await deps.claim(ad.id, view.viewToken);
        finish({ kind: 'paid', availableBalance: answer.userAvailableBalance });
      } catch (error) {
        failCall(error);
      }
    };

    // Listen before the tab exists, so not even a very fast ad tab is missed.
    if (typeof BroadcastChannel !== 'undefined') {
      const channel = new BroadcastChannel(AD_TAB_CHANNELS[ad.type]);
      channel.onmessage = (event: MessageEvent) => {
        if (!isAdTabMessage(event.data) || event.data.view !== viewId || claiming) return;
        if (event.data.message === PTC_CHANNEL_MESSAGES.abort) {
          fail(texts().abortText[ad.type]);
          return;
        }
        adTabSucceeded = true;
        if (waitOver) void claim();
      };
      cleanups.push(() => channel.close());
    }

    const path = adTabPath(ad.type, { url: ad.url, seconds: view.duration, viewId });
    if (!deps.openTab(path)) {
      fail(texts().popupBlocked);
      return;
    }
    const openedAt = Date.now();
    const waitUntil = Math.max(
      openedAt + PTC_WAIT_TITLE_SECONDS * SECOND_MS,
      startedAt + view.duration * SECOND_MS,
    );

    const showWait = () => {
      if (waitOver || claiming) return;
      const left = Math.max(0, Math.ceil((waitUntil - Date.now()) / SECOND_MS));
      deps.setTitle(texts().waitTitle(left));
    };
    showWait();
    const ticker = window.setInterval(showWait, SECOND_MS);
    cleanups.push(() => window.clearInterval(ticker));

    const onReturn = () => {
      if (settled || claiming || !openerIsShown()) return;
      cameBack = true;
      // Back after the wait with no word from the ad tab: it was left before its end.
      if (waitOver && !adTabSucceeded) fail(texts().stayOnNewTab);
    };
    timers.push(
      window.setTimeout(() => {
        document.addEventListener('visibilitychange', onReturn);
        window.addEventListener('focus', onReturn);
        cleanups.push(() => {
          document.removeEventListener('visibilitychange', onReturn);
          window.removeEventListener('focus', onReturn);
        });
      }, PTC_VISIBILITY_LISTENER_DELAY_MS),
      window.setTimeout(
        () => {
          if (cameBack) fail(texts().stayOnNewTab);
        },
        Math.max(PTC_FOCUS_CHECK_AFTER_MS, waitUntil - openedAt - SECOND_MS),
      ),
      window.setTimeout(() => {
        waitOver = true;
        if (adTabSucceeded) void claim();
        else deps.setTitle(texts().waitTitle(0));
      }, waitUntil - openedAt),
    );
  };

  void run();
  return () => {
    settled = true;
    cleanUp();
    deps.setTitle(null);
  };
}
