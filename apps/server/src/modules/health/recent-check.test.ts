import { describe, expect, it } from 'vitest';
import { recentCheck } from './recent-check.ts';

/** A check that counts its runs and answers what `answers` holds next, after `release`. */
function countedCheck(answers: boolean[]) {
  const runs: Array<() => void> = [];
  let count = 0;
  const check = () => {
    count += 1;
    const answer = answers.shift() ?? true;
    return new Promise<boolean>((resolve) => runs.push(() => resolve(answer)));
  };
  return { check, runs: () => count, release: () => runs.splice(0).forEach((run) => run()) };
}

describe('a recent check', () => {
  it('shares a running check, reuses a good answer while it is fresh, and looks again after', async () => {
    let clock = 1_000;
    const counted = countedCheck([true, true]);
    const up = recentCheck(counted.check, 250, () => clock);

    const together = [up(), up(), up()];
    counted.release();
    expect(await Promise.all(together)).toEqual([true, true, true]);
    expect(counted.runs()).toBe(1);

    clock += 249;
    expect(await up()).toBe(true);
    expect(counted.runs()).toBe(1);

    clock += 1;
    const again = up();
    counted.release();
    expect(await again).toBe(true);
    expect(counted.runs()).toBe(2);
  });

  it('never reuses a bad answer, so a recovery shows on the next check', async () => {
    const clock = 1_000;
    const counted = countedCheck([false, true]);
    const up = recentCheck(counted.check, 250, () => clock);

    const first = up();
    counted.release();
    expect(await first).toBe(false);

    const second = up();
    counted.release();
    expect(await second).toBe(true);
    expect(counted.runs()).toBe(2);
  });

  it('does not take a good answer from a clock that went back for fresh', async () => {
    let clock = 1_000;
    const counted = countedCheck([true, true]);
    const up = recentCheck(counted.check, 250, () => clock);
    const first = up();
    counted.release();
    await first;

    clock -= 100;
    const second = up();
    counted.release();
    expect(await second).toBe(true);
    expect(counted.runs()).toBe(2);
  });
});
