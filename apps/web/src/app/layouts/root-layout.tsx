import { isGuestOnlyPath, pagePaths } from '@kamao/contract/page-paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { checkLoginQueryOptions } from '../../lib/auth';
import { SHELL_MESSAGES } from '../../lib/messages';
import { textsNow } from '../../lib/texts';
import { toastSuccess } from '../../lib/toast';
import { AppErrorBoundary } from '../error-boundary';
import { OnlineBanner } from '../online-banner';

/**
 * The first page of a visit has React Router's key 'default', the same for every page opened by
 * URL: the scroll kept for one was restored on the next, half-way down a fresh page. That page
 * gets a key of this load instead; back and forward keep their own keys and positions.
 */
const THIS_LOAD = `load-${Math.random().toString(36).slice(2)}`;
const scrollKeyOf = (location: { key: string }) =>
  location.key === 'default' ? THIS_LOAD : location.key;

/**
 * Around every screen: the login check, refetched on each route change (and, as a mounted
 * query, on reconnect), the guest-only redirect, the error boundary, scroll restoration and the
 * online banner.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useLoginCheckOnEachRoute(pathname);
  return (
    <>
      <ScrollRestoration getKey={scrollKeyOf} />
      <AppErrorBoundary resetKey={pathname}>
        <Outlet />
      </AppErrorBoundary>
      <OnlineBanner />
    </>
  );
}

function useLoginCheckOnEachRoute(pathname: string): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Keeps the check mounted, so it is refetched when the browser comes back online.
  useQuery(checkLoginQueryOptions());

  useEffect(() => {
    let current = true;
    queryClient
      .fetchQuery(checkLoginQueryOptions())
      .then((isLogin) => {
        // A logged-in visitor on /login, /signup or /signup/ref/…
        // (docs/product/site-and-pages.md#routes).
        if (current && isLogin && isGuestOnlyPath(pathname)) {
          void toastSuccess(textsNow(SHELL_MESSAGES).alreadyLoggedIn);
          void navigate(pagePaths.memberDashboard, { replace: true });
        }
      })
      .catch(() => {
        // The top bar keeps its last known state; nothing to tell the visitor.
      });
    return () => {
      current = false;
    };
  }, [pathname, queryClient, navigate]);
}
