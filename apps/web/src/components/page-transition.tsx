import { PAGE_TRANSITION_SECONDS } from '@kamao/contract/constants';
import { m } from 'motion/react';
import type { ReactNode } from 'react';

/**
 * Screens change with a 0.5 s fade and slide (spec part 1 §2, part 2 §2.1). Keyed by the
 * caller on the pathname, so each new screen plays it; with reduced motion only the fade stays
 * (MotionConfig reducedMotion="user" at the app root). `m` is the light motion component: the
 * animation engine arrives in its own chunk through LazyMotion (app/providers.tsx).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  return (
    <m.div
      initial={{ opacity: 0, y: 16 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: PAGE_TRANSITION_SECONDS, ease: 'easeOut' }}
    >
      {children}
    </m.div>
  );
}
