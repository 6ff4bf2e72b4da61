import { afterEach, describe, expect, test, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import {
  discardEarlyAnswers,
  seedEarlyAnswers,
  startEarly,
  takingEarlyAnswer,
} from './early-answers';

afterEach(() => {
  vi.useRealTimers();
  discardEarlyAnswers();
});

describe("the first page's data, asked for beside its code", () => {
  test('the first query function call takes the early answer; the next one asks again', async () => {
    let asked = 0;
    const fetch = async () => `answer-${++asked}`;
    startEarly(['early', 'a'], fetch);
    expect(asked).toBe(1);
    const queryFn = takingEarlyAnswer(['early', 'a'], fetch);
    expect(await queryFn({})).toBe('answer-1');
    expect(asked).toBe(1);
    expect(await queryFn({})).toBe('answer-2');
  });

  test('an early answer not taken within 30 s, or discarded, is left for a fresh one', async () => {
    let asked = 0;
    const fetch = async () => `answer-${++asked}`;
    startEarly(['early', 'b'], fetch, Date.now() - 30_000);
    expect(await takingEarlyAnswer(['early', 'b'], fetch)({})).toBe('answer-2');
    startEarly(['early', 'c'], fetch);
    discardEarlyAnswers();
    expect(await takingEarlyAnswer(['early', 'c'], fetch)({})).toBe('answer-4');
  });

  test('answers that came are in the cache before the first render, and the mount asks nobody', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let asked = 0;
    const fetch = async () => `answer-${++asked}`;
    startEarly(['early', 'seeded'], fetch);
    startEarly(['early', 'failed'], async () => {
      throw new Error('401');
    });
    await seedEarlyAnswers(client, 1_000);
    expect(client.getQueryData(['early', 'seeded'])).toBe('answer-1');
    expect(client.getQueryData(['early', 'failed'])).toBeUndefined();

    // A page's query mounting on the seeded data fetches (it is stale), and takes the answer.
    const observer = new QueryObserver(client, {
      queryKey: ['early', 'seeded'],
      queryFn: takingEarlyAnswer(['early', 'seeded'], fetch),
    });
    const settled = new Promise<void>((resolve) =>
      observer.subscribe((result) => {
        if (result.fetchStatus === 'idle') resolve();
      }),
    );
    await settled;
    expect(observer.getCurrentResult().data).toBe('answer-1');
    expect(asked).toBe(1);
  });

  test('an answer still on its way is not waited for beyond the bound', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    startEarly(['early', 'slow'], () => new Promise<string>(() => {}));
    const seeded = seedEarlyAnswers(client, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    await seeded;
    expect(client.getQueryData(['early', 'slow'])).toBeUndefined();
  });
});
