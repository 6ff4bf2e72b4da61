import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { buildMember } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { RESCORE_JOB, recordSignals } from './record-signals.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Whether a rescoring of the member is waiting in the job queue. */
async function rescoreWaits(userId: string): Promise<boolean> {
  const due = await t.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.name, RESCORE_JOB), isNull(jobs.completedAt)));
  return due.some((job) => (job.payload as { userId?: string }).userId === userId);
}

describe(`when new signals rescore on ${testEngine}`, () => {
  it('a browser, a network and an address nobody else showed rescore nobody', async () => {
    const member = await buildMember(t.database.db, { userName: 'alonehere' });
    await recordSignals(t.database.db, member.id, 'login', [
      { kind: 'device', value: 'device-only-mine' },
      { kind: 'address', value: '100.64.9.1' },
      { kind: 'network', value: '100.64.9.0/24' },
    ]);
    expect(await rescoreWaits(member.id)).toBe(false);
  });

  it('a value another member showed, an address near another, or a VPN verdict rescore', async () => {
    const first = await buildMember(t.database.db, { userName: 'firstone' });
    const second = await buildMember(t.database.db, { userName: 'secondone' });
    const third = await buildMember(t.database.db, { userName: 'thirdone' });
    const fourth = await buildMember(t.database.db, { userName: 'fourthone' });
    await recordSignals(t.database.db, first.id, 'payoutAccount', [
      { kind: 'payoutAccount', value: 'upi:shared@okaxis' },
      { kind: 'address', value: '100.64.9.2' },
    ]);
    expect(await rescoreWaits(first.id)).toBe(false);

    await recordSignals(t.database.db, second.id, 'payoutAccount', [
      { kind: 'payoutAccount', value: 'upi:shared@okaxis' },
    ]);
    expect(await rescoreWaits(second.id)).toBe(true);

    await recordSignals(t.database.db, third.id, 'login', [
      { kind: 'address', value: '100.64.9.2' },
    ]);
    expect(await rescoreWaits(third.id)).toBe(true);

    await recordSignals(t.database.db, fourth.id, 'signup', [{ kind: 'vpn', value: 'vpn' }]);
    expect(await rescoreWaits(fourth.id)).toBe(true);
  });
});
