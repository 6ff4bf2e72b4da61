import { describe, expect, it } from 'vitest';
import { DomainEvents, type DomainEvent } from '../db/domain-events.ts';
import { MEMBER_ANSWER_MAX_AGE_MS, MemberAnswerCache } from './member-answer-cache.ts';

// 21:00 in India on 25 Nov 2026: three hours before the Indian midnight.
const EVENING = Date.parse('2026-11-25T15:30:00Z');

function setUp(startAt = EVENING) {
  let now = startAt;
  let elapsed = 0;
  const events = new DomainEvents(() => {});
  const cache = new MemberAnswerCache(
    events,
    () => now,
    () => elapsed,
  );
  let reads = 0;
  /** A read of the database that answers `read-N` (N counts the reads). */
  const read = (changesAt?: number) => async () => {
    reads += 1;
    return { body: `read-${reads}`, changesAt: changesAt ?? null };
  };
  return {
    cache,
    read,
    reads: () => reads,
    advance: (ms: number) => {
      now += ms;
      elapsed += ms;
    },
    /** The machine's clock set to another time; time itself goes on as before. */
    setClockBy: (ms: number) => (now += ms),
    hear: (event: DomainEvent) => events.receive(JSON.stringify(event)),
  };
}

const balanceChanged = (memberId: string): DomainEvent => ({
  type: 'member.balance_changed',
  memberId,
  withdrawable: '0',
  deposit: '0',
  debt: '0',
});

describe("the process's copies of the member pages' answers", () => {
  it('answers from the copy until its maximum age, then reads again', async () => {
    const t = setUp();
    expect(await t.cache.answer('m1', 'dashboard', t.read())).toBe('read-1');
    t.advance(MEMBER_ANSWER_MAX_AGE_MS - 1);
    expect(await t.cache.answer('m1', 'dashboard', t.read())).toBe('read-1');
    t.advance(1);
    expect(await t.cache.answer('m1', 'dashboard', t.read())).toBe('read-2');
  });

  it('holds a copy no longer than its maximum age when the wall clock is set back', async () => {
    const t = setUp();
    expect(await t.cache.answer('m1', 'dashboard', t.read())).toBe('read-1');
    t.setClockBy(-60 * 60_000);
    t.advance(MEMBER_ANSWER_MAX_AGE_MS);
    expect(await t.cache.answer('m1', 'dashboard', t.read())).toBe('read-2');
  });

  it('keeps each member and page apart', async () => {
    const t = setUp();
    expect(await t.cache.answer('m1', 'dashboard', t.read())).toBe('read-1');
    expect(await t.cache.answer('m2', 'dashboard', t.read())).toBe('read-2');
    expect(await t.cache.answer('m1', 'withdraw', t.read())).toBe('read-3');
    expect(await t.cache.answer('m1', 'dashboard', t.read())).toBe('read-1');
  });

  it('never answers a copy past the Indian midnight, nor past the change the answer foretold', async () => {
    const beforeMidnight = setUp(Date.parse('2026-11-25T18:29:58Z'));
    await beforeMidnight.cache.answer('m1', 'dashboard', beforeMidnight.read());
    beforeMidnight.advance(2_000);
    expect(await beforeMidnight.cache.answer('m1', 'dashboard', beforeMidnight.read())).toBe(
      'read-2',
    );

    const t = setUp();
    await t.cache.answer('m1', 'ptc-home', t.read(EVENING + 3_000));
    t.advance(2_999);
    expect(await t.cache.answer('m1', 'ptc-home', t.read())).toBe('read-1');
    t.advance(1);
    expect(await t.cache.answer('m1', 'ptc-home', t.read())).toBe('read-2');
  });

  it("drops one member's copies on their money movement and their stale notice, every copy on an operator's", async () => {
    const t = setUp();
    await t.cache.answer('m1', 'dashboard', t.read());
    await t.cache.answer('m2', 'dashboard', t.read());
    t.hear(balanceChanged('m1'));
    expect(await t.cache.answer('m1', 'dashboard', t.read())).toBe('read-3');
    expect(await t.cache.answer('m2', 'dashboard', t.read())).toBe('read-2');
    t.hear({ type: 'member.answers_stale', memberId: 'm2' });
    expect(await t.cache.answer('m2', 'dashboard', t.read())).toBe('read-4');
    expect(await t.cache.answer('m1', 'dashboard', t.read())).toBe('read-3');
    t.hear({ type: 'member.answers_stale', memberId: null });
    expect(await t.cache.answer('m1', 'dashboard', t.read())).toBe('read-5');
    expect(await t.cache.answer('m2', 'dashboard', t.read())).toBe('read-6');
    t.hear({ type: 'cache.invalidated', cache: 'footer' });
    expect(await t.cache.answer('m1', 'dashboard', t.read())).toBe('read-7');
  });

  it('shares one read among the requests that arrive while it runs', async () => {
    const t = setUp();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.cache.answer('m1', 'dashboard', t.read())),
    );
    expect(new Set(answers)).toEqual(new Set(['read-1']));
    expect(t.reads()).toBe(1);
  });

  it('does not keep a read that was under way when the copies were dropped, nor hand it to a later request', async () => {
    const t = setUp();
    let finish: (body: string) => void = () => {};
    const slow = t.cache.answer(
      'm1',
      'dashboard',
      () => new Promise((resolve) => (finish = (body) => resolve({ body }))),
    );
    // The member's write commits and drops the copies while the read (from before it) runs.
    t.hear(balanceChanged('m1'));
    const after = t.cache.answer('m1', 'dashboard', t.read());
    finish('before the write');
    expect(await slow).toBe('before the write');
    expect(await after).toBe('read-1');
    expect(await t.cache.answer('m1', 'dashboard', t.read())).toBe('read-1');
  });

  it('forgets a failed read, so the next request reads again', async () => {
    const t = setUp();
    await expect(
      t.cache.answer('m1', 'dashboard', () => Promise.reject(new Error('database gone'))),
    ).rejects.toThrow('database gone');
    expect(await t.cache.answer('m1', 'dashboard', t.read())).toBe('read-1');
  });

  it('frees expired copies when it sweeps, and counts what it keeps', async () => {
    const t = setUp();
    await t.cache.answer('m1', 'dashboard', async () => ({ body: 'x'.repeat(500) }));
    await t.cache.answer('m2', 'dashboard', async () => ({ body: 'y'.repeat(300) }));
    expect(t.cache.size()).toBe(800);
    t.hear(balanceChanged('m2'));
    expect(t.cache.size()).toBe(500);
    t.cache.sweep();
    expect(t.cache.size()).toBe(500);
    t.advance(MEMBER_ANSWER_MAX_AGE_MS);
    t.cache.sweep();
    expect(t.cache.size()).toBe(0);
  });

  it('lets the members who loaded a page least recently go first when the bound is reached', async () => {
    const t = setUp();
    const big = (label: string) => async () => ({ body: label.repeat(12 * 1024 * 1024) });
    await t.cache.answer('m1', 'dashboard', big('a'));
    await t.cache.answer('m2', 'dashboard', big('b'));
    // m1 loads again (from its copy): now m2 is the least recently used.
    await t.cache.answer('m1', 'dashboard', t.read());
    await t.cache.answer('m3', 'dashboard', big('c'));
    expect(t.cache.size()).toBe(24 * 1024 * 1024);
    expect(await t.cache.answer('m1', 'dashboard', t.read())).toHaveLength(12 * 1024 * 1024);
    expect(await t.cache.answer('m2', 'dashboard', t.read())).toBe('read-1');
  });
});
