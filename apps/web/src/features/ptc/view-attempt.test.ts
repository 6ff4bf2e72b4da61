import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SESSION_FLAGS } from '@kamao/contract/session-flags';
import { ApiError } from '../../lib/api-client';
import { AD_TAB_CHANNELS } from './ad-tab-messages';
import { PTC_TEXTS } from './ptc-texts';
import { FakeBroadcastChannel, setVisibility } from './testing/fake-broadcast-channel';
import {
  startAdView,
  type ViewAttemptDeps,
  type ViewOutcome,
  type ViewableAd,
} from './view-attempt';

// The English texts: the tests run with English chosen.
const T = PTC_TEXTS.en;

const AD: ViewableAd = {
  id: 'camp1',
  type: 'iframe',
  url: 'https://ads.example/a?x=1',
  seconds: 10,
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  setVisibility('hidden');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeBroadcastChannel.reset();
});

function attempt(overrides: Partial<ViewAttemptDeps> = {}, ad: ViewableAd = AD, duration = 10) {
  const titles: Array<string | null> = [];
  const outcomes: ViewOutcome[] = [];
  const opened: string[] = [];
  const deps: ViewAttemptDeps = {
    startView: vi.fn(() => Promise.resolve({ viewToken: 'token-1', duration })),
    claim: vi.fn(() => Promise.resolve({ userAvailableBalance: 12.5 })),
    openTab: (path) => {
      opened.push(path);
      return true;
    },
    setTitle: (title) => titles.push(title),
    onDone: (outcome) => outcomes.push(outcome),
    newViewId: () => 'view-1',
    ...overrides,
  };
  const cancel = startAdView(ad, deps);
  return { deps, titles, outcomes, opened, cancel };
}

const adTab = (message: string, view = 'view-1', type: ViewableAd['type'] = 'iframe') =>
  FakeBroadcastChannel.sendFromOtherTab(AD_TAB_CHANNELS[type], { message, view });

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('a View Ad attempt', () => {
  test('opens the tab after 100 ms, counts Wait: N sec for 10 s, then claims once', async () => {
    const run = attempt();
    await advance(99);
    expect(run.opened).toEqual([]);
    await advance(1);
    expect(run.deps.startView).toHaveBeenCalledWith('camp1');
    expect(run.opened).toEqual([
      '/member/iframe?link=https%3A%2F%2Fads.example%2Fa%3Fx%3D1%7C%7C10&view=view-1',
    ]);
    expect(run.titles.at(-1)).toBe('Wait: 10 sec');
    await advance(3000);
    expect(run.titles.at(-1)).toBe('Wait: 7 sec');

    adTab('isSuccess');
    await advance(6000);
    expect(run.deps.claim).not.toHaveBeenCalled();
    await advance(1000);
    expect(run.deps.claim).toHaveBeenCalledTimes(1);
    expect(run.deps.claim).toHaveBeenCalledWith('camp1', 'token-1');
    expect(run.outcomes).toEqual([{ kind: 'paid', availableBalance: 12.5 }]);
    expect(run.titles.at(-1)).toBeNull();
  });

  test('never claims before the server duration since the view start', async () => {
    const run = attempt({}, { ...AD, seconds: 30 }, 30);
    await advance(100);
    expect(run.titles.at(-1)).toBe('Wait: 30 sec');
    adTab('isSuccess');
    await advance(29_999);
    expect(run.deps.claim).not.toHaveBeenCalled();
    await advance(1);
    expect(run.deps.claim).toHaveBeenCalledTimes(1);
    expect(run.outcomes[0]?.kind).toBe('paid');
  });

  test('success after the wait still claims, at once', async () => {
    const run = attempt();
    await advance(10_200);
    expect(run.titles.at(-1)).toBe('Wait: 0 sec');
    expect(run.deps.claim).not.toHaveBeenCalled();
    adTab('isSuccess');
    await advance(0);
    expect(run.deps.claim).toHaveBeenCalledTimes(1);
  });

  test('coming back to the opener between 2 s and 9 s fails at the 9 s check', async () => {
    const run = attempt();
    await advance(100 + 3000);
    setVisibility('visible');
    setVisibility('hidden');
    adTab('isSuccess');
    await advance(5800);
    expect(run.outcomes).toEqual([]);
    await advance(200);
    expect(run.outcomes).toEqual([{ kind: 'failed', text: T.stayOnNewTab }]);
    await advance(5000);
    expect(run.deps.claim).not.toHaveBeenCalled();
  });

  test('a glance back before the listener starts (2 s) does not count', async () => {
    const run = attempt();
    await advance(100 + 1000);
    setVisibility('visible');
    setVisibility('hidden');
    adTab('isSuccess');
    await advance(10_000);
    expect(run.outcomes[0]?.kind).toBe('paid');
  });

  test("an abort from the ad tab fails with the type's text", async () => {
    const iframe = attempt();
    await advance(2000);
    adTab('isAbortFromIframePage');
    await advance(0);
    expect(iframe.outcomes).toEqual([{ kind: 'failed', text: T.abortText.iframe }]);

    const windowAd = attempt({ newViewId: () => 'view-2' }, { ...AD, type: 'window' });
    await advance(2000);
    adTab('isAbortFromIframePage', 'view-2', 'window');
    await advance(0);
    expect(windowAd.outcomes).toEqual([
      {
        kind: 'failed',
        text: 'Please do not close / reload new tab until You have clicked the Claim Bonus button.',
      },
    ]);
  });

  test('messages of another view are ignored', async () => {
    const run = attempt();
    await advance(100);
    adTab('isAbortFromIframePage', 'old-view');
    adTab('isSuccess', 'old-view');
    await advance(10_000);
    expect(run.outcomes).toEqual([]);
    expect(run.deps.claim).not.toHaveBeenCalled();
  });

  test('back on the opener after the wait with no word from the ad tab fails', async () => {
    const run = attempt();
    await advance(10_500);
    setVisibility('visible');
    expect(run.outcomes).toEqual([{ kind: 'failed', text: T.stayOnNewTab }]);
  });

  test("the server's error_msg ends the attempt: at the start (no tab) or at the claim", async () => {
    const refused = attempt({
      startView: () => Promise.reject(new ApiError(400, 'This ad is not available right now.')),
    });
    await advance(100);
    expect(refused.opened).toEqual([]);
    expect(refused.outcomes).toEqual([
      { kind: 'failed', text: 'This ad is not available right now.' },
    ]);

    const tooEarly = attempt({
      claim: () =>
        Promise.reject(new ApiError(400, 'Please watch the ad until the timer is completed.')),
      newViewId: () => 'view-3',
    });
    await advance(100);
    adTab('isSuccess', 'view-3');
    await advance(10_000);
    expect(tooEarly.outcomes).toEqual([
      { kind: 'failed', text: 'Please watch the ad until the timer is completed.' },
    ]);
  });

  test('a lost session at the claim ends the attempt without a failure text (the session reaction speaks)', async () => {
    const lost = new ApiError(401, SESSION_FLAGS.invalid, { sessionFlag: SESSION_FLAGS.invalid });
    const run = attempt({ claim: () => Promise.reject(lost), newViewId: () => 'view-9' });
    await advance(100);
    adTab('isSuccess', 'view-9');
    await advance(10_000);
    expect(run.outcomes).toEqual([{ kind: 'sessionLost' }]);
    expect(run.titles.at(-1)).toBeNull();
  });

  test('a blocked pop-up fails at once', async () => {
    const run = attempt({ openTab: () => false });
    await advance(100);
    expect(run.outcomes).toEqual([{ kind: 'failed', text: T.popupBlocked }]);
  });

  test('cancel (the page went away) ends quietly', async () => {
    const run = attempt();
    await advance(3000);
    run.cancel();
    adTab('isSuccess');
    await advance(10_000);
    expect(run.outcomes).toEqual([]);
    expect(run.deps.claim).not.toHaveBeenCalled();
    expect(run.titles.at(-1)).toBeNull();
  });
});
