import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORTLINK_ERROR_TEXTS } from '@kamao/contract/shortlink-texts';
import { builtinShortLinks, shortLinkAttempts } from '../../db/schema/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { createSession } from '../auth/index.ts';
import { buildMember } from '../../test/factories.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import {
  SHORT_LINK_ORIGIN,
  builtinShortener,
  claimShortLink,
  interstitialCode,
  loadInterstitial,
  reportInterstitial,
  startShortLink,
  tokenOf,
} from '../../test/short-link-calls.ts';
import { buildTestApp, restartedApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { twentyTogether } from '../../test/together.ts';
import { hashShortLinkToken } from './short-link-start.ts';

/**
 * The built-in interstitial hands out the claim token only once its page has loaded and reported
 * in, and the minimum seconds count from that report (docs/product/short-links.md#shorteners).
 */
let t: TestApp;
let other: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_ORIGIN: SHORT_LINK_ORIGIN });
  // A second server process on the same database.
  other = await restartedApp(t);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const error = (status: number, text: string) => ({ status, body: { error_msg: text } });

/** The attempt's report time moved into the past, as if the member had waited that long. */
async function reportedSecondsAgo(token: string, seconds: number) {
  await t.database.db
    .update(shortLinkAttempts)
    .set({ beaconAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(shortLinkAttempts.tokenHash, hashShortLinkToken(token)));
}

/** One member's session, calling either server process from one address. */
async function memberOnBothProcesses(): Promise<[MemberClient, MemberClient]> {
  const member = await buildMember(t.database.db);
  const session = await createSession(t.database.db, member.id, false);
  const on =
    (app: FastifyInstance): MemberClient['call'] =>
    async (method, url, payload, from) => {
      const res = await app.inject({
        method,
        url,
        payload,
        remoteAddress: from ?? '10.251.0.1',
        headers: { cookie: `sid=${session.token}` },
      });
      return { status: res.statusCode, body: res.body ? res.json() : undefined };
    };
  return [
    { member, call: on(t.app) },
    { member, call: on(other) },
  ];
}

describe(`the built-in interstitial’s report on ${testEngine}`, () => {
  it('pays nothing to a script that never loads the page and claims at the minimum time', async () => {
    const domain = await builtinShortener(t, { minSeconds: 30, reward: 2 });
    const script = await signedInMember(t);
    const started = await startShortLink(script, domain);
    expect(started.status).toBe(200);
    // The script reads the page's data without showing the page: no token in it.
    const page = await loadInterstitial(script, interstitialCode(started));
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).not.toMatch(/last-page/);

    // Even with the token (where the built-in shortener keeps it), the minimum time since Start
    // is not enough: the page never reported in.
    const [link] = await t.database.db
      .select({ destination: builtinShortLinks.destination })
      .from(builtinShortLinks)
      .where(eq(builtinShortLinks.code, interstitialCode(started)));
    const token = tokenOf(link!.destination);
    await t.database.db
      .update(shortLinkAttempts)
      .set({ startedAt: sql`now() - interval '31 seconds'` })
      .where(eq(shortLinkAttempts.tokenHash, hashShortLinkToken(token)));
    expect(await claimShortLink(script, token)).toEqual(error(400, SHORTLINK_ERROR_TEXTS.tooEarly));
    expect((await getMemberBalances(t.database.db, script.member.id)).withdrawable).toBe(0n);
  });

  it('counts the minimum seconds from the page’s report, not from handing out the page', async () => {
    const domain = await builtinShortener(t, { minSeconds: 30 });
    const member = await signedInMember(t);
    const started = await startShortLink(member, domain);
    const code = interstitialCode(started);
    expect((await loadInterstitial(member, code)).status).toBe(200);
    // Long after Start and the page's load, the page reports in only now.
    await t.database.db
      .update(shortLinkAttempts)
      .set({ startedAt: sql`now() - interval '5 minutes'` })
      .where(eq(shortLinkAttempts.memberId, member.member.id));
    const reported = await reportInterstitial(member, code);
    expect(reported.status).toBe(200);
    const token = tokenOf(reported.body.msg.destination);
    expect(await claimShortLink(member, token)).toEqual(error(400, SHORTLINK_ERROR_TEXTS.tooEarly));
    await reportedSecondsAgo(token, 31);
    expect((await claimShortLink(member, token)).status).toBe(200);
  });

  it('binds the report to the member, the address and the started link', async () => {
    const domain = await builtinShortener(t);
    const member = await signedInMember(t);
    const code = interstitialCode(await startShortLink(member, domain));
    expect(await reportInterstitial(await signedInMember(t), code)).toEqual(
      error(404, SHORTLINK_ERROR_TEXTS.tokenUnknown),
    );
    expect(await reportInterstitial(member, code, '10.250.1.9')).toEqual(
      error(403, SHORTLINK_ERROR_TEXTS.otherAddress),
    );
    expect(await reportInterstitial(member, 'no-such-code')).toEqual(
      error(404, SHORTLINK_ERROR_TEXTS.interstitialUnknown),
    );
    const token = tokenOf((await reportInterstitial(member, code)).body.msg.destination);
    expect((await claimShortLink(member, token)).status).toBe(200);
    expect(await reportInterstitial(member, code)).toEqual(
      error(409, SHORTLINK_ERROR_TEXTS.alreadyClaimed),
    );
  });

  it('keeps the first report: a reloaded page is sent on again without restarting the time', async () => {
    const domain = await builtinShortener(t, { minSeconds: 30 });
    const member = await signedInMember(t);
    const code = interstitialCode(await startShortLink(member, domain));
    const first = await reportInterstitial(member, code);
    const token = tokenOf(first.body.msg.destination);
    await reportedSecondsAgo(token, 31);
    // Reloads at once: each answered the same, none restarts the time.
    const again = await twentyTogether(() => reportInterstitial(member, code));
    for (const answer of again) expect(answer).toEqual(first);
    expect((await claimShortLink(member, token)).status).toBe(200);
  });

  it('still counts a network shortener’s seconds from Start (its pages cannot report in)', async () => {
    const domain = await builtinShortener(t, { minSeconds: 30 });
    const member = await signedInMember(t);
    const token = tokenOf(
      (await reportInterstitial(member, interstitialCode(await startShortLink(member, domain))))
        .body.msg.destination,
    );
    await t.database.db.execute(
      sql`update shorteners set provider = 'adlinkfly' where domain = ${domain}`,
    );
    expect(await claimShortLink(member, token)).toEqual(error(400, SHORTLINK_ERROR_TEXTS.tooEarly));
    await t.database.db
      .update(shortLinkAttempts)
      .set({ startedAt: sql`now() - interval '31 seconds'` })
      .where(eq(shortLinkAttempts.tokenHash, hashShortLinkToken(token)));
    expect((await claimShortLink(member, token)).status).toBe(200);
  });

  it('honours in one server process the report made to another', async () => {
    const domain = await builtinShortener(t, { minSeconds: 30, reward: 1 });
    const [onA, onB] = await memberOnBothProcesses();
    const code = interstitialCode(await startShortLink(onA, domain));
    expect((await loadInterstitial(onA, code)).status).toBe(200);
    const reported = await reportInterstitial(onA, code);
    const token = tokenOf(reported.body.msg.destination);
    // The other process knows the report and its time: too early still, then paid.
    expect(await claimShortLink(onB, token)).toEqual(error(400, SHORTLINK_ERROR_TEXTS.tooEarly));
    await reportedSecondsAgo(token, 31);
    // Reported again to the other process, the time is not restarted there either.
    expect(await reportInterstitial(onB, code)).toEqual(reported);
    expect(await claimShortLink(onB, token)).toEqual({
      status: 200,
      body: { message: expect.any(String), amount: 1 },
    });
    expect(await claimShortLink(onA, token)).toEqual(
      error(409, SHORTLINK_ERROR_TEXTS.alreadyClaimed),
    );
  });
});
