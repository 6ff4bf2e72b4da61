import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PAGE_SETTLE_LIMIT_MS, usePageSettled } from './use-page-settled';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Probe({ pageShown, answer }: { pageShown: boolean; answer: Promise<string> }) {
  useQuery({ queryKey: ['page-data'], queryFn: () => answer });
  return <p>{usePageSettled(pageShown) ? 'settled' : 'waiting'}</p>;
}

function setUp(answer: Promise<string>) {
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <Probe pageShown={false} answer={answer} />
    </QueryClientProvider>,
  );
  const show = () =>
    view.rerender(
      <QueryClientProvider client={client}>
        <Probe pageShown answer={answer} />
      </QueryClientProvider>,
    );
  return { client, show };
}

describe("the page's settling, which the shell's extras wait for", () => {
  test('waits for the page to show and its data to answer, then stays settled', async () => {
    let answer!: (text: string) => void;
    const { client, show } = setUp(new Promise((resolve) => (answer = resolve)));
    expect(screen.getByText('waiting')).toBeTruthy();
    show();
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => answer('data'));
    expect(await screen.findByText('settled')).toBeTruthy();
    // A later fetch (a refetch, the next page) does not take it back.
    await act(async () => {
      void client.refetchQueries({ queryKey: ['page-data'] });
    });
    expect(screen.getByText('settled')).toBeTruthy();
  });

  test('settles after its limit when the data never stops coming', () => {
    vi.useFakeTimers();
    const { show } = setUp(new Promise(() => {}));
    show();
    act(() => vi.advanceTimersByTime(PAGE_SETTLE_LIMIT_MS - 1));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('settled')).toBeTruthy();
  });

  test('a page shown from the first render (taken over from the HTML) still waits for its data', async () => {
    let answer!: (text: string) => void;
    const client = new QueryClient();
    const pending = new Promise<string>((resolve) => (answer = resolve));
    render(
      <QueryClientProvider client={client}>
        <Probe pageShown answer={pending} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => {});
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => answer('data'));
    expect(await screen.findByText('settled')).toBeTruthy();
  });
});
