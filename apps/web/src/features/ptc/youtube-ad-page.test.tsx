import '../../lib/i18n';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FakeBroadcastChannel, setVisibility } from './testing/fake-broadcast-channel';
import { adTabLink, renderAdTab } from './testing/ad-tab-test-setup';
import type { YouTubePlayerOptions } from './youtube-iframe-api';
import { YoutubeAdPage } from './youtube-ad-page';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';

vi.mock('./ad-blocker-check', () => ({ detectAdBlocker: () => Promise.resolve(false) }));
vi.mock('./api/proxy-check', () => ({
  useProxyCheck: () => ({ isPending: false, data: { proxy: false, message: '' } }),
}));
vi.mock('../../lib/ad-snippets', () => ({
  useAdSnippets: () => ({ data: { waitingPage: '', verificationPage: '' } }),
}));

/** The YouTube IFrame API as the page sees it: the test plays the video's events. */
const players: Array<{ options: YouTubePlayerOptions; playVideo: ReturnType<typeof vi.fn> }> = [];
class FakePlayer {
  playVideo = vi.fn();
  pauseVideo = vi.fn();
  seekTo = vi.fn();
  destroy = vi.fn();
  constructor(
    _element: HTMLElement,
    readonly options: YouTubePlayerOptions,
  ) {
    players.push(this);
  }
}
const video = () => players.at(-1)!;
const videoState = (data: number) =>
  act(() => video().options.events?.onStateChange?.({ data, target: video() as never }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  vi.stubGlobal('YT', { Player: FakePlayer });
  sessionStorage.clear();
  setVisibility('visible');
  players.length = 0;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeBroadcastChannel.reset();
});

const link = (view: string, url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ') =>
  adTabLink('/member/youtube', url, 3, view);
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('youtube ad page', () => {
  test('a player without controls; the countdown runs only while the video plays', async () => {
    await renderAdTab(<YoutubeAdPage />, link('y-1'));
    expect(video().options.videoId).toBe('dQw4w9WgXcQ');
    expect(video().options.playerVars?.controls).toBe(0);
    act(() => video().options.events?.onReady?.({ target: video() as never }));

    await tick(5000);
    expect(screen.getByRole('timer').textContent).toBe('3 sec remaining');
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(video().playVideo).toHaveBeenCalled();

    await videoState(1);
    await tick(1000);
    expect(screen.getByRole('timer').textContent).toBe('2 sec remaining');
    await videoState(2);
    expect(screen.getByText('Video is paused! Please play the video to continue.')).toBeTruthy();
    await tick(5000);
    expect(screen.getByRole('timer').textContent).toBe('2 sec remaining');

    await videoState(1);
    expect(screen.queryByText('Video is paused! Please play the video to continue.')).toBeNull();
    await tick(2000);
    expect(screen.getByRole('timer').textContent).toBe('Done!');
    expect(document.title).toBe('Completed');
    expect(FakeBroadcastChannel.posted).toEqual([
      { name: 'youtube_PTCAds_channel', data: { message: 'isSuccess', view: 'y-1' } },
    ]);
  });

  test('hidden before the end sends the abort once', async () => {
    await renderAdTab(<YoutubeAdPage />, link('y-2'));
    await videoState(1);
    act(() => setVisibility('hidden'));
    expect(document.title).toBe('Not Completed');
    expect(FakeBroadcastChannel.posted).toEqual([
      {
        name: 'youtube_PTCAds_channel',
        data: { message: 'isAbortFromIframePage', view: 'y-2' },
      },
    ]);
  });

  test("a link that is no YouTube video: 'No content available.'", async () => {
    await renderAdTab(<YoutubeAdPage />, link('y-3', 'https://example.com/video'));
    expect(screen.getByText('No content available.')).toBeTruthy();
    expect(players).toHaveLength(0);
  });
});

describe('youtube ad page in Hindi', () => {
  inHindi();

  test('loading, Play video, the pause warning and Done! are Hindi', async () => {
    await renderAdTab(<YoutubeAdPage />, link('h-1'));
    expect(screen.getByText('वीडियो लोड हो रहा है…')).toBeTruthy();
    expectNoEnglish();
    act(() => video().options.events?.onReady?.({ target: video() as never }));
    expect(screen.getByRole('button', { name: 'वीडियो चलाएँ' })).toBeTruthy();
    expectNoEnglish();
    await videoState(1);
    await tick(1000);
    await videoState(2);
    expect(screen.getByText('वीडियो रुका हुआ है! जारी रखने के लिए कृपया वीडियो चलाएँ।')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('2 सेकंड बाकी');
    expectNoEnglish();
    await videoState(1);
    await tick(2000);
    expect(screen.getByRole('timer').textContent).toBe('हो गया!');
    expectNoEnglish();
  });

  test('a failed player and a link that is no video are Hindi', async () => {
    const view = await renderAdTab(<YoutubeAdPage />, link('h-2'));
    act(() => video().options.events?.onError?.({ data: 150 }));
    expect(screen.getByRole('alert').textContent).toBe(
      'वीडियो प्लेयर लोड नहीं हो सका। अपना कनेक्शन जाँचें और पेज रीलोड करें।',
    );
    expectNoEnglish();
    view.unmount();

    await renderAdTab(<YoutubeAdPage />, link('h-3', 'https://example.com/video'));
    expect(screen.getByText('कोई सामग्री उपलब्ध नहीं है।')).toBeTruthy();
    expectNoEnglish();
  });
});
