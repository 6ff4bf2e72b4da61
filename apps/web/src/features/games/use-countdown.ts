import { useEffect, useState } from 'react';
import type { Countdown } from './match-state';

/** Whole seconds left of a countdown at `now`: 29.4 s left reads 30 until it passes 29. */
export function secondsLeftAt(countdown: Countdown, now: number): number {
  const elapsed = Math.max(0, now - countdown.at);
  return Math.max(0, Math.ceil((countdown.seconds * 1000 - elapsed) / 1000));
}

/**
 * Counts a server's "seconds left" down locally, changing each time a whole second passes
 * (docs/product/tic-tac-toe.md#timers: the client counts down from the seconds it is given, so its
 * clock need not agree with the server's). Null without a countdown.
 */
export function useCountdown(countdown: Countdown | null): number | null {
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (!countdown) return;
    let timer: number | undefined;
    const schedule = () => {
      const leftMs = countdown.seconds * 1000 - (Date.now() - countdown.at);
      if (leftMs <= 0) return;
      // Wake when the shown number changes, not on a fixed beat that drifts from it.
      timer = window.setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        leftMs % 1000 || 1000,
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [countdown]);

  // Until the first tick `now` may predate the countdown: then nothing has elapsed yet.
  return countdown ? secondsLeftAt(countdown, now) : null;
}
