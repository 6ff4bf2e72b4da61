import '../../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders one auth page at `path` (matching `pattern`), with stand-ins for the pages it opens. */
export function renderAuthPage(page: ReactElement, pattern: string, path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '/login', element: <p>Login page</p> },
      { path: '/member/dashboard', element: <p>Dashboard page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    router,
    location: () => router.state.location.pathname,
    search: () => router.state.location.search,
  };
}

/** The JSON bodies fetch was called with, for one path. */
export function sentBodies(fetchMock: { mock: { calls: unknown[][] } }, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).startsWith(path))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
}
