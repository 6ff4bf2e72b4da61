import { afterEach, describe, expect, test, vi } from 'vitest';
import { discardEarlyAnswers, startEarly, takingEarlyAnswer } from './early-answers';

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

  test('an early answer not taken within 30 s, or discarded, is left for a fresh one', async () => {
    let asked = 0;
    const fetch = async () => `answer-${++asked}`;
    startEarly(['early', 'b'], fetch, Date.now() - 30_000);
    expect(await takingEarlyAnswer(['early', 'b'], fetch)({})).toBe('answer-2');
    startEarly(['early', 'c'], fetch);
    discardEarlyAnswers();
    expect(await takingEarlyAnswer(['early', 'c'], fetch)({})).toBe('answer-4');
  });
});
