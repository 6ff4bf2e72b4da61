import '../../lib/i18n';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { IframeAdPage } from './iframe-ad-page';
import { FakeBroadcastChannel, setVisibility } from './testing/fake-broadcast-channel';
import { adTabLink, renderAdTab } from './testing/ad-tab-test-setup';

vi.mock('./ad-blocker-check', () => ({ detectAdBlocker: () => Promise.resolve(false) }));
vi.mock('./api/proxy-check', () => ({
  useProxyCheck: () => ({ isPending: false, data: { proxy: false, message: '' } }),
}));
vi.mock('../../lib/ad-snippets', () => ({
  useAdSnippets: () => ({ data: { waitingPage: '', verificationPage: '' } }),
}));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  sessionStorage.clear();
  setVisibility('visible');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeBroadcastChannel.reset();
});

const link = (view: string, seconds = 3) =>
  adTabLink('/member/iframe', 'https://store.example/?a=1||b', seconds, view);
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('iframe ad page', () => {
  test("the ad in a frame under '{n} sec remaining', then 'Done!' and isSuccess once", async () => {
    await renderAdTab(<IframeAdPage />, link('i-1'));
    const frame = screen.getByTitle('Advertisement') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://store.example/?a=1||b');
    expect(screen.getByRole('timer').textContent).toBe('3 sec remaining');
    expect(document.title).toBe('3 sec remaining');
    await tick(2000);
    expect(screen.getByRole('timer').textContent).toBe('1 sec remaining');
    expect(FakeBroadcastChannel.posted).toEqual([]);
    await tick(1000);
    expect(screen.getByRole('timer').textContent).toBe('Done!');
    expect(document.title).toBe('Completed');
    expect(FakeBroadcastChannel.posted).toEqual([
      { name: 'iframe_PTCAds_channel', data: { message: 'isSuccess', view: 'i-1' } },
    ]);
    // Hiding the tab afterwards changes nothing.
    setVisibility('hidden');
    await tick(5000);
    expect(FakeBroadcastChannel.posted).toHaveLength(1);
  });

  test('hidden before the end: isAbortFromIframePage once, Not Completed, no success later', async () => {
    await renderAdTab(<IframeAdPage />, link('i-2', 10));
    await tick(4000);
    act(() => {
      setVisibility('hidden');
      setVisibility('visible');
      setVisibility('hidden');
    });
    expect(document.title).toBe('Not Completed');
    expect(screen.getByRole('timer').textContent).toBe('Not Completed');
    await tick(10_000);
    expect(FakeBroadcastChannel.posted).toEqual([
      { name: 'iframe_PTCAds_channel', data: { message: 'isAbortFromIframePage', view: 'i-2' } },
    ]);
  });

  test('a reload of a finished view counts nothing and sends nothing', async () => {
    sessionStorage.setItem('ptcAdTabMessageSent:i-3', 'isSuccess');
    await renderAdTab(<IframeAdPage />, link('i-3'));
    expect(document.title).toBe('Not Completed');
    await tick(5000);
    expect(FakeBroadcastChannel.posted).toEqual([]);
  });

  test("no URL: 'No content available.'", async () => {
    await renderAdTab(<IframeAdPage />, '/member/iframe?link=%7C%7C10');
    expect(screen.getByText('No content available.')).toBeTruthy();
    expect(screen.queryByTitle('Advertisement')).toBeNull();
  });
});

describe('iframe ad page in Hindi', () => {
  inHindi();

  test('the countdown, Done! and Not Completed are Hindi', async () => {
    await renderAdTab(<IframeAdPage />, link('h-1'));
    expect(screen.getByTitle('विज्ञापन')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('3 सेकंड बाकी');
    expect(document.title).toBe('3 सेकंड बाकी');
    expectNoEnglish();
    await tick(3000);
    expect(screen.getByRole('timer').textContent).toBe('हो गया!');
    expect(document.title).toBe('पूरा हुआ');
    expectNoEnglish();
  });

  test('an aborted view and a missing URL are Hindi', async () => {
    const view = await renderAdTab(<IframeAdPage />, link('h-2', 10));
    act(() => setVisibility('hidden'));
    expect(screen.getByRole('timer').textContent).toBe('पूरा नहीं हुआ');
    expect(document.title).toBe('पूरा नहीं हुआ');
    expectNoEnglish();
    view.unmount();

    await renderAdTab(<IframeAdPage />, '/member/iframe?link=%7C%7C10');
    expect(screen.getByText('कोई सामग्री उपलब्ध नहीं है।')).toBeTruthy();
    expectNoEnglish();
  });
});
