import { useEffect, useState } from 'react';

const SECOND_MS = 1000;

/**
 * Whole seconds left of an ad tab's countdown (docs/product/ptc-ads.md#the-ad-tabs): it ticks once
 * a second while `running` (the iframe page always; the youtube page only while the video plays)
 * and stops at 0.
 */
export function useAdTabCountdown(seconds: number, running: boolean): number {
  const [left, setLeft] = useState(seconds);
  const ticking = running && left > 0;

  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setLeft((value) => Math.max(0, value - 1)), SECOND_MS);
    return () => window.clearInterval(timer);
  }, [ticking]);

  return left;
}
