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
import { listenToAdTab } from './ad-tab-messages';
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

/** What the steps of one attempt share: its ad, its outside world, its state and its ends. */
interface Attempt {
  ad: ViewableAd;
  deps: ViewAttemptDeps;
  settled: boolean;
  claiming: boolean;
  adTabSucceeded: boolean;
  waitOver: boolean;
  cameBack: boolean;
  /** Run when the attempt ends or is cancelled: timers, listeners, the ad tab's channel. */
  cleanups: Array<() => void>;
  finish(outcome: ViewOutcome): void;
}

const cleanUp = (attempt: Attempt) => {
  for (const cleanup of attempt.cleanups.splice(0)) cleanup();
};

const fail = (attempt: Attempt, text: string) => attempt.finish({ kind: 'failed', text });

const failCall = (attempt: Attempt, error: unknown) =>
  isSessionError(error)
    ? attempt.finish({ kind: 'sessionLost' })
    : fail(attempt, errorMessageOf(error, texts().generalError));

const later = (attempt: Attempt, run: () => void, ms: number) => {
  const timer = window.setTimeout(run, ms);
  attempt.cleanups.push(() => window.clearTimeout(timer));
};

/** Starts the attempt; the returned function cancels it silently (the page went away). */
export function startAdView(ad: ViewableAd, deps: ViewAttemptDeps): () => void {
  const attempt: Attempt = {
    ad,
    deps,
    settled: false,
    claiming: false,
    adTabSucceeded: false,
    waitOver: false,
    cameBack: false,
    cleanups: [],
    finish(outcome) {
      if (attempt.settled) return;
      attempt.settled = true;
      cleanUp(attempt);
      deps.setTitle(null);
      deps.onDone(outcome);
    },
  };
  void run(attempt);
  return () => {
    attempt.settled = true;
    cleanUp(attempt);
    deps.setTitle(null);
  };
}

async function run(attempt: Attempt) {
  const { ad, deps } = attempt;
  let view: { viewToken: string; duration: number };
  try {
    [view] = await Promise.all([deps.startView(ad.id), delay(PTC_OPEN_TAB_DELAY_MS)]);
  } catch (error) {
    failCall(attempt, error);
    return;
  }
  if (attempt.settled) return;
  // The server started the view before its answer arrived, so the server's duration is over
  // by startedAt + duration on any clock: no margin is needed for the claim.
  const startedAt = Date.now();
  const viewId = (deps.newViewId ?? randomViewId)();
  const claim = () => claimEarning(attempt, view.viewToken);

  // Listen before the tab exists, so not even a very fast ad tab is missed.
  const stopListening = listenToAdTab(ad.type, viewId, (signal) => {
    if (attempt.claiming) return;
    if (signal === PTC_CHANNEL_MESSAGES.abort) {
      fail(attempt, texts().abortText[ad.type]);
      return;
    }
    attempt.adTabSucceeded = true;
    if (attempt.waitOver) void claim();
  });
  attempt.cleanups.push(stopListening);

  const path = adTabPath(ad.type, { url: ad.url, seconds: view.duration, viewId });
  if (!deps.openTab(path)) {
    fail(attempt, texts().popupBlocked);
    return;
  }
  const openedAt = Date.now();
  const waitUntil = Math.max(
    openedAt + PTC_WAIT_TITLE_SECONDS * SECOND_MS,
    startedAt + view.duration * SECOND_MS,
  );

  const showWait = () => {
    if (attempt.waitOver || attempt.claiming) return;
    const left = Math.max(0, Math.ceil((waitUntil - Date.now()) / SECOND_MS));
    deps.setTitle(texts().waitTitle(left));
  };
  showWait();
  const ticker = window.setInterval(showWait, SECOND_MS);
  attempt.cleanups.push(() => window.clearInterval(ticker));

  later(attempt, () => noticeReturns(attempt), PTC_VISIBILITY_LISTENER_DELAY_MS);
  later(
    attempt,
    () => {
      if (attempt.cameBack) fail(attempt, texts().stayOnNewTab);
    },
    Math.max(PTC_FOCUS_CHECK_AFTER_MS, waitUntil - openedAt - SECOND_MS),
  );
  later(
    attempt,
    () => {
      attempt.waitOver = true;
      if (attempt.adTabSucceeded) void claim();
      else deps.setTitle(texts().waitTitle(0));
    },
    waitUntil - openedAt,
  );
}

/** The earn request, sent once; its answer ends the attempt. */
async function claimEarning(attempt: Attempt, viewToken: string) {
  if (attempt.claiming || attempt.settled) return;
  attempt.claiming = true;
  try {
    const answer = await attempt.deps.claim(attempt.ad.id, viewToken);
    attempt.finish({ kind: 'paid', availableBalance: answer.userAvailableBalance });
  } catch (error) {
    failCall(attempt, error);
  }
}

/** From now on, notes the member coming back to this tab (shown again, or focused). */
function noticeReturns(attempt: Attempt) {
  const onReturn = () => {
    if (attempt.settled || attempt.claiming || !openerIsShown()) return;
    attempt.cameBack = true;
    // Back after the wait with no word from the ad tab: it was left before its end.
    if (attempt.waitOver && !attempt.adTabSucceeded) fail(attempt, texts().stayOnNewTab);
  };
  document.addEventListener('visibilitychange', onReturn);
  window.addEventListener('focus', onReturn);
  attempt.cleanups.push(() => {
    document.removeEventListener('visibilitychange', onReturn);
    window.removeEventListener('focus', onReturn);
  });
}
