import { afterEach, describe, expect, test, vi } from 'vitest';
import { startEarly, takingEarlyAnswer } from './early-answers';

afterEach(() => {
  vi.useRealTimers();
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

  test('an early answer not taken within 10 s is left for a fresh one', async () => {
    let asked = 0;
    const fetch = async () => `answer-${++asked}`;
    startEarly(['early', 'b'], fetch, Date.now() - 10_000);
    expect(await takingEarlyAnswer(['early', 'b'], fetch)({})).toBe('answer-2');
  });
});
