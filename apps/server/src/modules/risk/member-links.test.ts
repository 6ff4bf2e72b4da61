import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskSignals } from '../../db/schema/index.ts';
import { buildMember } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { ADDRESS_CROWD, linksOf } from './member-links.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** `count` members who signed up from `address`, a second apart, from `start` on. */
async function membersAt(address: string, count: number, prefix: string, start: Date) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const member = await buildMember(t.database.db, { userName: `${prefix}${i}` });
    const at = new Date(start.getTime() + i * 1000);
    await t.database.db.insert(riskSignals).values({
      userId: member.id,
      kind: 'address',
      value: address,
      action: 'signup',
      firstSeenAt: at,
      lastSeenAt: at,
    });
    ids.push(member.id);
  }
  return ids;
}

describe(`links by address on ${testEngine}`, () => {
  it('links a few members at one address within minutes, but not a crowd behind it', async () => {
    const now = new Date();
    const few = await membersAt('49.36.10.7', 3, 'fewnear', now);
    expect([...(await linksOf(t.database.db, few[0]!)).keys()].sort()).toEqual(
      [few[1]!, few[2]!].sort(),
    );

    // A carrier's NAT: more than ADDRESS_CROWD others within the window link nobody.
    const crowd = await membersAt('49.36.10.8', ADDRESS_CROWD + 2, 'crowdnear', now);
    expect((await linksOf(t.database.db, crowd[0]!)).size).toBe(0);

    // Hours apart, one address is not a link at all.
    const [early] = await membersAt('49.36.10.9', 1, 'earlyone', now);
    const [late] = await membersAt(
      '49.36.10.9',
      1,
      'lateone',
      new Date(now.getTime() + 3 * 3600_000),
    );
    expect((await linksOf(t.database.db, early!)).has(late!)).toBe(false);
  });
});
