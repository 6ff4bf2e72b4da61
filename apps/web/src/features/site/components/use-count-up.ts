import { STATS_COUNT_UP_MS, STATS_COUNT_UP_STEPS } from '@kamao/contract/constants';
import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has been on screen (the statistics count up when seen, not while
 * scrolled away). Without IntersectionObserver it counts as seen at once.
 */
export function useSeenOnce(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Counts from 0 up to target over 2000 ms in 50 equal steps
 * (docs/product/site-and-pages.md#home-page), once start is true; the last step lands exactly on
 * target. Whole-number targets count in whole numbers. Visitors who ask for reduced motion see the
 * figure at once.
 */
export function useCountUp(target: number, start: boolean): number {
  const [step, setStep] = useState(0);
  const [reduced] = useState(prefersReducedMotion);

  useEffect(() => {
    if (!start || reduced) return;
    let done = 0;
    const timer = window.setInterval(() => {
      done += 1;
      setStep(done);
      if (done >= STATS_COUNT_UP_STEPS) window.clearInterval(timer);
    }, STATS_COUNT_UP_MS / STATS_COUNT_UP_STEPS);
    return () => window.clearInterval(timer);
  }, [start, reduced]);

  if (!start) return 0;
  if (reduced || step >= STATS_COUNT_UP_STEPS) return target;
  const value = (target * step) / STATS_COUNT_UP_STEPS;
  return Number.isInteger(target) ? Math.round(value) : value;
}
