import { getAppConfig } from '../../lib/app-config';

/**
 * The YouTube IFrame Player API (the spec's "a video player API on the youtube page"),
 * loaded once from the configured script URL (YOUTUBE_IFRAME_API_URL; the browser journeys
 * point it at a local stand-in). Only the parts the youtube ad page uses are typed here.
 */
export const PLAYER_STATE = { ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } as const;

export interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  destroy(): void;
}

export interface YouTubePlayerOptions {
  videoId: string;
  width?: string | number;
  height?: string | number;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?: (event: { target: YouTubePlayer }) => void;
    onStateChange?: (event: { data: number; target: YouTubePlayer }) => void;
    onError?: (event: { data: number }) => void;
  };
}

export interface YouTubeApi {
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayer;
}

interface YouTubeGlobals {
  YT?: YouTubeApi & { loaded?: number };
  onYouTubeIframeAPIReady?: () => void;
}

let loading: Promise<YouTubeApi> | undefined;

export function loadYouTubeIframeApi(): Promise<YouTubeApi> {
  const globals = window as unknown as YouTubeGlobals;
  if (globals.YT?.Player) return Promise.resolve(globals.YT);
  loading ??= new Promise<YouTubeApi>((resolve, reject) => {
    const previous = globals.onYouTubeIframeAPIReady;
    // The API calls this global once its Player is ready to use.
    globals.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (globals.YT?.Player) resolve(globals.YT);
      else reject(new Error('YouTube IFrame API loaded without its Player'));
    };
    const script = document.createElement('script');
    script.src = getAppConfig().youtubeIframeApiUrl;
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('YouTube IFrame API failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}
