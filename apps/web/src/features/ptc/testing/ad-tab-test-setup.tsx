import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders an ad tab at `url` and lets its checks (mocked in the test) settle. */
export async function renderAdTab(page: ReactNode, url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  await act(async () => {
    await Promise.resolve();
  });
  return view;
}

/** The messages the ad tab sent, as {message, view}. */
export const adTabLink = (path: string, url: string, seconds: number, view: string) =>
  `${path}?${new URLSearchParams({ link: `${url}||${seconds}`, view }).toString()}`;
