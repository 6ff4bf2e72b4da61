import { useCallback, useEffect, useRef, useState } from 'react';
import { loadYouTubeIframeApi, PLAYER_STATE, type YouTubePlayer } from '../youtube-iframe-api';

export type PlayerStatus = 'loading' | 'failed' | 'stopped' | 'playing' | 'paused';

/**
 * The youtube ad's player, made in `holder` once the IFrame API is loaded: its status, and a
 * way to play it. While the ad is `running`, a video that ends plays again from the start.
 */
export function useYouTubePlayer(videoId: string, running: boolean) {
  const holder = useRef<HTMLDivElement>(null);
  const player = useRef<YouTubePlayer | null>(null);
  const [playerStatus, setPlayerStatus] = useState<PlayerStatus>('loading');
  // Read by the player's callbacks, which live as long as the player.
  const runningRef = useRef(running);
  useEffect(() => {
    runningRef.current = running;
  }, [running]);

  useEffect(() => {
    let live = true;
    const element = holder.current;
    if (!element) return;
    loadYouTubeIframeApi()
      .then((api) => {
        if (!live) return;
        const target = document.createElement('div');
        element.replaceChildren(target);
        player.current = new api.Player(target, {
          videoId,
          width: '100%',
          height: '100%',
          // No controls: the member cannot skip ahead; playsinline keeps phones in page.
          playerVars: { controls: 0, disablekb: 1, fs: 0, rel: 0, playsinline: 1, autoplay: 1 },
          events: {
            onReady: () => live && setPlayerStatus('stopped'),
            onStateChange: ({ data, target: video }) => {
              if (!live) return;
              if (data === PLAYER_STATE.PLAYING) setPlayerStatus('playing');
              else if (data === PLAYER_STATE.PAUSED) setPlayerStatus('paused');
              else if (data === PLAYER_STATE.ENDED && runningRef.current) {
                // A video shorter than the ad's time plays again until the timer is done.
                video.seekTo(0, true);
                video.playVideo();
              } else setPlayerStatus('stopped');
            },
            onError: () => live && setPlayerStatus('failed'),
          },
        });
      })
      .catch(() => live && setPlayerStatus('failed'));
    return () => {
      live = false;
      player.current?.destroy();
      player.current = null;
      element.replaceChildren();
    };
  }, [videoId]);

  const play = useCallback(() => player.current?.playVideo(), []);
  return { holder, playerStatus, play };
}
