import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, ptcViews, riskSignals, shortLinkAttempts } from '../../db/schema/index.ts';
import { buildCampaign } from '../../test/factories.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { claimView, sleep, startedView } from '../../test/ptc-calls.ts';
import {
  SHORT_LINK_ORIGIN,
  builtinShortener,
  claimShortLink,
  startedToken,
} from '../../test/short-link-calls.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { scoreMember } from './member-score.ts';
import { RESCORE_JOB } from './record-signals.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_ORIGIN: SHORT_LINK_ORIGIN });
});
afterAll(async () => {
  await t?.close();
});

const PTC_REASON = 'PTC claims at exactly regular intervals';
const SHORT_LINK_REASON = 'Short-link claims at exactly regular intervals';
const CLAIMS = 11;
// A person's seconds between claims: 40 s give or take a few seconds of reading and loading.
const JITTER = [3.4, -2.1, 5.8, -4.6, 1.2, 6.9, -3.3, 2.7, -5.2, 4.1, -1.8];

/** Claim times `step` seconds apart ending a minute ago, each moved by its jitter. */
const timesAt = (step: number, jitter: readonly number[] = []) =>
  Array.from(
    { length: CLAIMS },
    (_, i) => new Date(Date.now() - 60_000 - (CLAIMS - i) * step * 1000 + (jitter[i] ?? 0) * 1000),
  );

/** Views of CLAIMS campaigns, claimed through the API; answers the views' ids, oldest first. */
async function ptcClaims(viewer: MemberClient): Promise<string[]> {
  const started: { campaignId: string; token: string }[] = [];
  for (let i = 0; i < CLAIMS; i += 1) {
    const campaign = await buildCampaign(t.database.db);
    started.push({ campaignId: campaign.id, token: await startedView(viewer, campaign.id) });
  }
  await sleep(1100);
  for (const view of started) {
    expect((await claimView(viewer, view.campaignId, view.token)).status).toBe(200);
  }
  const rows = await t.database.db
    .select({ id: ptcViews.id })
    .from(ptcViews)
    .where(eq(ptcViews.memberId, viewer.member.id))
    .orderBy(ptcViews.paidAt);
  return rows.map((row) => row.id);
}

/** CLAIMS short links claimed through the API; answers the attempts' ids, oldest first. */
async function shortLinkClaims(member: MemberClient): Promise<string[]> {
  const domain = await builtinShortener(t, { clicksPerDay: CLAIMS + 1 });
  for (let i = 0; i < CLAIMS; i += 1) {
    const token = await startedToken(member, domain);
    expect((await claimShortLink(member, token)).status).toBe(200);
  }
  const rows = await t.database.db
    .select({ id: shortLinkAttempts.id })
    .from(shortLinkAttempts)
    .where(eq(shortLinkAttempts.memberId, member.member.id))
    .orderBy(shortLinkAttempts.claimedAt);
  return rows.map((row) => row.id);
}

// The claims themselves go through the API; only their times are placed, as a day of them
// would have fallen.
async function placePtcTimes(ids: string[], times: Date[]) {
  for (const [i, id] of ids.entries()) {
    await t.database.db.update(ptcViews).set({ paidAt: times[i] }).where(eq(ptcViews.id, id));
  }
}
async function placeShortLinkTimes(ids: string[], times: Date[]) {
  for (const [i, id] of ids.entries()) {
    await t.database.db
      .update(shortLinkAttempts)
      .set({ claimedAt: times[i] })
      .where(eq(shortLinkAttempts.id, id));
  }
}

const pendingRescores = (userIds: string[]) =>
  t.database.db
    .select({ runAt: jobs.runAt, payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, RESCORE_JOB),
        isNull(jobs.completedAt),
        inArray(
          jobs.uniqueKey,
          userIds.map((id) => `${RESCORE_JOB}:${id}`),
        ),
      ),
    );

describe('claims at inhumanly regular intervals', () => {
  it('gives a script’s PTC claims the reason, and a person’s jittered ones none', async () => {
    const script = await signedInMember(t);
    const person = await signedInMember(t);
    await placePtcTimes(await ptcClaims(script), timesAt(40));
    await placePtcTimes(await ptcClaims(person), timesAt(40, JITTER));

    expect((await scoreMember(t.database.db, script.member.id)).reasons).toContain(PTC_REASON);
    expect((await scoreMember(t.database.db, person.member.id)).reasons).not.toContain(PTC_REASON);
  });

  it('gives a script’s short-link claims the reason, and a person’s jittered ones none', async () => {
    const script = await signedInMember(t);
    const person = await signedInMember(t);
    await placeShortLinkTimes(await shortLinkClaims(script), timesAt(25));
    await placeShortLinkTimes(await shortLinkClaims(person), timesAt(25, JITTER));

    const scripted = await scoreMember(t.database.db, script.member.id);
    expect(scripted.reasons).toContain(SHORT_LINK_REASON);
    expect(scripted.reasons).not.toContain(PTC_REASON);
    expect((await scoreMember(t.database.db, person.member.id)).reasons).not.toContain(
      SHORT_LINK_REASON,
    );
  });

  it('does not count nine regular claims, one short of a run', async () => {
    const member = await signedInMember(t);
    const ids = await ptcClaims(member);
    // The two oldest claims break the rhythm: only nine in a row remain regular.
    const times = timesAt(40, [0, 9]);
    await placePtcTimes(ids, times);
    expect((await scoreMember(t.database.db, member.member.id)).reasons).not.toContain(PTC_REASON);
  });

  it('schedules one rescoring within a minute of claims, not pushed back by the next', async () => {
    const member = await signedInMember(t);
    const domain = await builtinShortener(t, { clicksPerDay: 5 });
    expect((await claimShortLink(member, await startedToken(member, domain))).status).toBe(200);
    const [first] = await pendingRescores([member.member.id]);
    expect(first?.payload).toEqual({ userId: member.member.id });
    expect(first!.runAt.getTime() - Date.now()).toBeGreaterThan(30_000);
    expect((await claimShortLink(member, await startedToken(member, domain))).status).toBe(200);
    expect(await pendingRescores([member.member.id])).toEqual([first]);
  });
  it('notes where a paid claim came from: its address and network, at the claim', async () => {
    const member = await signedInMember(t);
    const domain = await builtinShortener(t, { clicksPerDay: 5 });
    expect((await claimShortLink(member, await startedToken(member, domain))).status).toBe(200);
    const campaign = await buildCampaign(t.database.db);
    const token = await startedView(member, campaign.id);
    await sleep(1100);
    expect((await claimView(member, campaign.id, token)).status).toBe(200);
    const noted = await t.database.db
      .select({ kind: riskSignals.kind, value: riskSignals.value })
      .from(riskSignals)
      .where(and(eq(riskSignals.userId, member.member.id), eq(riskSignals.action, 'claim')));
    // Two claims on one day from one address: one row per kind.
    expect(noted.map((row) => row.kind).sort()).toEqual(['address', 'network']);
  });
});
