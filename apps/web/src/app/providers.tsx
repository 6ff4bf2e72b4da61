import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyMotion, MotionConfig, PresenceContext } from 'motion/react';
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';

// The animation engine is a separate chunk: the first screen does not wait for it.
const loadMotionFeatures = () =>
  import('../lib/motion-features').then((module) => module.motionFeatures);

type PresenceValue = ComponentProps<typeof PresenceContext.Provider>['value'];

/**
 * What the motion components of the first render read while the app takes over a page painted
 * from the HTML (vite-first-paint.ts): like AnimatePresence's initial={false}, they start at
 * their animated state, so the painted page is not faded out and in again. Components mounted
 * later (the next page's transition) animate as usual.
 */
const TAKE_OVER: PresenceValue = {
  id: 'first-paint',
  isPresent: true,
  initial: false,
  register: () => () => {},
};

let takingOver = false;

/** Called by main.tsx before the first render when the HTML already shows the page. */
export function takeOverFirstPaint(): void {
  takingOver = true;
}

/** App-wide providers: data cache and animation (reduced motion honoured). */
export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const [presence, setPresence] = useState<PresenceValue>(() => (takingOver ? TAKE_OVER : null));
  useEffect(() => {
    if (!takingOver) return;
    takingOver = false;
    // After this commit: later motion components animate as usual.
    queueMicrotask(() => setPresence(null));
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">
          <PresenceContext.Provider value={presence}>{children}</PresenceContext.Provider>
        </MotionConfig>
      </LazyMotion>
    </QueryClientProvider>
  );
}
