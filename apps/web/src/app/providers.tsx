import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyMotion, MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';

// The animation engine is a separate chunk: the first screen does not wait for it.
const loadMotionFeatures = () =>
  import('../lib/motion-features').then((module) => module.motionFeatures);

/** App-wide providers: data cache and animation (reduced motion honoured). */
export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">{children}</MotionConfig>
      </LazyMotion>
    </QueryClientProvider>
  );
}
