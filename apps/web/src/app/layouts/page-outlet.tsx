import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageTransition } from '../../components/page-transition';

/**
 * Where a layout renders its page: a fresh 0.5 s transition for every pathname, and a Suspense
 * boundary for the page's lazily loaded code. A chunk that fails to load throws here and lands
 * on the crash screen through AppErrorBoundary.
 */
export function PageOutlet({
  fallback,
  onPageShown,
}: {
  fallback: ReactNode;
  /** Called once the page itself (not the fallback) is on screen. */
  onPageShown?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <PageTransition key={pathname}>
      <Suspense fallback={fallback}>
        <Outlet />
        {onPageShown && <PageShown onShown={onPageShown} />}
      </Suspense>
    </PageTransition>
  );
}

/** Commits with the page, never with the fallback: its effect says the page is shown. */
function PageShown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return null;
}
