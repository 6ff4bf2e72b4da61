import { pagePaths } from '@kamao/contract/page-paths';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
// RouterProvider from 'react-router' itself: one copy of the router's contexts everywhere
// (react-router/dom only adds flushSync, which no navigation here uses).
import { RouterProvider, type createBrowserRouter, type RouteObject } from 'react-router';
import { setSessionFlagListener } from '../lib/api-client';
import { forgetSession } from '../lib/auth';
import { alertDialog, toastError } from '../lib/toast';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import { createSessionFlagReaction } from './session-expiry';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppRuntime {
  element: ReactNode;
  router: AppRouter;
  queryClient: QueryClient;
  /** Unregisters the session-flag listener (tests build several apps). */
  dispose: () => void;
}

/**
 * Builds the app around a router: the browser's in main.tsx, an in-memory one in tests. Wires
 * the one reaction to a lost session into the HTTP client.
 */
export function createApp(createRouter: (routes: RouteObject[]) => AppRouter): AppRuntime {
  const queryClient = createQueryClient({
    onUnexpectedError: (message) => void toastError(message),
  });
  const router = createRouter(routes);
  const dispose = setSessionFlagListener(
    createSessionFlagReaction({
      goToLogin: () => router.navigate(pagePaths.login, { replace: true }),
      notify: (message) => void toastError(message, { long: true }),
      alert: (notice) => void alertDialog({ icon: 'error', ...notice }),
      forget: () => forgetSession(queryClient),
    }),
  );
  const element = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return { element, router, queryClient, dispose };
}
