import '../../lib/i18n';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { FakeBroadcastChannel } from './testing/fake-broadcast-channel';
import { adTabLink, renderAdTab } from './testing/ad-tab-test-setup';
import { WaitRedirectingPage } from './wait-redirecting-page';

const checks = vi.hoisted(() => ({
  adBlocker: false,
  proxy: false,
  snippet: '',
}));
vi.mock('./ad-blocker-check', () => ({
  detectAdBlocker: () => Promise.resolve(checks.adBlocker),
}));
vi.mock('./api/proxy-check', () => ({
  useProxyCheck: () => ({ isPending: false, data: { proxy: checks.proxy, message: '' } }),
}));
vi.mock('../../lib/ad-snippets', () => ({
  useAdSnippets: () => ({ data: { waitingPage: checks.snippet, verificationPage: '' } }),
}));
vi.mock('./leave-for-ad', () => ({ leaveForAd: vi.fn() }));
const { leaveForAd } = await import('./leave-for-ad');

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  sessionStorage.clear();
  Object.assign(checks, { adBlocker: false, proxy: false, snippet: '' });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  FakeBroadcastChannel.reset();
});

const link = (view: string, url = 'https://shop.example/') =>
  adTabLink('/member/waitRedirecting', url, 10, view);
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('window ad waiting page', () => {
  test('waits 5 s, then Claim Bonus sends isSuccess once and goes to the ad', async () => {
    await renderAdTab(<WaitRedirectingPage />, link('w-1'));
    expect(screen.getByRole('heading', { name: 'Claim Your Ad Reward' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('5');
    expect(screen.queryByRole('button', { name: 'Claim Bonus' })).toBeNull();
    await tick(4000);
    expect(screen.getByRole('timer').textContent).toBe('1');
    await tick(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Claim Bonus' }));
    expect(FakeBroadcastChannel.posted).toEqual([
      { name: 'window_PTCAds_channel', data: { message: 'isSuccess', view: 'w-1' } },
    ]);
    expect(leaveForAd).toHaveBeenCalledWith('https://shop.example/');
    expect(document.title).toBe('Completed');
    // Leaving for the ad is not an abort.
    window.dispatchEvent(new Event('pagehide'));
    expect(FakeBroadcastChannel.posted).toHaveLength(1);
  });

  test('closed or reloaded before Claim Bonus: one abort; the reloaded tab shows Not Completed', async () => {
    const first = await renderAdTab(<WaitRedirectingPage />, link('w-2'));
    await tick(2000);
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(FakeBroadcastChannel.posted).toEqual([
      { name: 'window_PTCAds_channel', data: { message: 'isAbortFromIframePage', view: 'w-2' } },
    ]);
    first.unmount();

    await renderAdTab(<WaitRedirectingPage />, link('w-2'));
    expect(screen.getByRole('heading', { name: 'Not Completed' })).toBeTruthy();
    expect(document.title).toBe('Not Completed');
    await tick(6000);
    expect(screen.queryByRole('button', { name: 'Claim Bonus' })).toBeNull();
    expect(FakeBroadcastChannel.posted).toHaveLength(1);
  });

  test('an ad blocker or a proxy replaces the page with its message', async () => {
    checks.adBlocker = true;
    const blocked = await renderAdTab(<WaitRedirectingPage />, link('w-3'));
    expect(screen.getByRole('alert').textContent).toContain(
      'Ad Blocker Detected' +
        'It appears that you are using an ad blocker. Please disable your ad blocker to continue your earnings.',
    );
    expect(FakeBroadcastChannel.posted[0]?.data).toEqual({
      message: 'isAbortFromIframePage',
      view: 'w-3',
    });
    blocked.unmount();

    checks.adBlocker = false;
    checks.proxy = true;
    await renderAdTab(<WaitRedirectingPage />, link('w-4'));
    expect(screen.getByRole('heading', { name: 'Proxy Detected' })).toBeTruthy();
    expect(
      screen.getByText(
        'We have detected that you are using a Proxy. Please disable your Proxy to continue your earnings.',
      ),
    ).toBeTruthy();
  });

  test("the operator's snippet is shown on the waiting page", async () => {
    checks.snippet = '<div class="ad-unit">Sponsored by Chai Co.</div>';
    await renderAdTab(<WaitRedirectingPage />, link('w-5'));
    expect(screen.getByRole('complementary', { name: 'Advertisement' }).textContent).toBe(
      'Sponsored by Chai Co.',
    );
  });

  test("without a URL: 'No content available.'", async () => {
    await renderAdTab(<WaitRedirectingPage />, '/member/waitRedirecting');
    expect(screen.getByText('No content available.')).toBeTruthy();
  });
});

describe('window ad waiting page in Hindi', () => {
  inHindi();

  test('the wait, Claim Bonus and the titles are Hindi', async () => {
    await renderAdTab(<WaitRedirectingPage />, link('h-1'));
    expect(screen.getByRole('heading', { name: 'विज्ञापन का इनाम पाएँ' })).toBeTruthy();
    expect(document.title).toBe('विज्ञापन का इनाम पाएँ');
    expect(screen.getByText('5 सेकंड में बोनस का दावा करें')).toBeTruthy();
    expectNoEnglish();
    await tick(5000);
    fireEvent.click(screen.getByRole('button', { name: 'बोनस का दावा करें' }));
    expectNoEnglish();
    expect(document.title).toBe('पूरा हुआ');
  });

  test('Not Completed, no content, and the ad blocker and proxy messages are Hindi', async () => {
    sessionStorage.setItem('ptcAdTabMessageSent:h-2', 'isSuccess');
    const ended = await renderAdTab(<WaitRedirectingPage />, link('h-2'));
    expect(screen.getByRole('heading', { name: 'पूरा नहीं हुआ' })).toBeTruthy();
    expectNoEnglish();
    ended.unmount();

    const empty = await renderAdTab(<WaitRedirectingPage />, '/member/waitRedirecting');
    expect(screen.getByText('कोई सामग्री उपलब्ध नहीं है।')).toBeTruthy();
    expectNoEnglish();
    empty.unmount();

    checks.adBlocker = true;
    const blocked = await renderAdTab(<WaitRedirectingPage />, link('h-3'));
    expect(screen.getByRole('heading', { name: 'ऐड ब्लॉकर का पता चला' })).toBeTruthy();
    expectNoEnglish();
    blocked.unmount();

    checks.adBlocker = false;
    checks.proxy = true;
    await renderAdTab(<WaitRedirectingPage />, link('h-4'));
    expect(screen.getByRole('heading', { name: 'प्रॉक्सी का पता चला' })).toBeTruthy();
    expectNoEnglish();
  });
});
