import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { pathOf } from '@kamao/contract/api-route';
import { apiRoutes } from '@kamao/contract/api-routes';
import { SHORTLINK_ERROR_TEXTS } from '@kamao/contract/shortlink-texts';
import { shortLinkAttempts, shorteners } from '../../db/schema/index.ts';
import { shortenWithAdLinkFly } from '../../integrations/shorteners/adlinkfly.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { startFakeAdLinkFly, type FakeAdLinkFly } from '../../test/fake-adlinkfly.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { twentyTogether } from '../../test/together.ts';
import { statusesOf } from '../../test/ptc-calls.ts';
import {
  SHORT_LINK_ORIGIN,
  builtinShortener,
  claimShortLink,
  startShortLink,
  startedToken,
} from '../../test/short-link-calls.ts';
import { hashShortLinkToken } from './short-link-start.ts';
import { probeDueShorteners } from './shortener-probe.ts';

let t: TestApp;
let fake: FakeAdLinkFly;
let admin: MemberClient;

beforeAll(async () => {
  [t, fake] = await Promise.all([
    buildTestApp({ PUBLIC_ORIGIN: SHORT_LINK_ORIGIN }),
    startFakeAdLinkFly(),
  ]);
  admin = await signedInMember(t, { role: 'admin' });
});
afterAll(async () => {
  await Promise.all([t?.close(), fake?.stop()]);
});

const builtin = (overrides: Parameters<typeof builtinShortener>[1] = {}) =>
  builtinShortener(t, overrides);
const start = startShortLink;
const claim = claimShortLink;

const error = (status: number, text: string) => ({ status, body: { error_msg: text } });

/** A shortener of the fake AdLinkFly, added by the operator; its domain (the Start key). */
async function fakeShortener(name: string): Promise<{ id: string; domain: string }> {
  const created = await admin.call('POST', adminRoutes.shortenerCreate.path, {
    name,
    domain: `${name.toLowerCase().replaceAll(' ', '-')}.${new URL(fake.origin).host}`,
    apiUrl: fake.apiUrl,
    apiKey: fake.apiKey,
    reward: 0.3,
    clicksPerDay: 5,
    minSeconds: 0,
  });
  expect(created.status).toBe(200);
  return { id: created.body.shortener._id, domain: created.body.shortener.domain };
}

const listedDomains = async (member: MemberClient) =>
  (await member.call('GET', apiRoutes.shortLinkData.path)).body.msg.shortedLinksData.map(
    (card: { shortnerDomain: string }) => card.shortnerDomain,
  );

const probeDeps = () => ({
  db: t.database.db,
  publicOrigin: SHORT_LINK_ORIGIN,
  askShortener: shortenWithAdLinkFly,
});

describe(`a failing shortener on ${testEngine}`, () => {
  it('leaves the members’ list after three refused Starts in a row (sent together), and a probe puts it back', async () => {
    const { id, domain } = await fakeShortener('Flaky Fly');
    const member = await signedInMember(t);
    expect(await listedDomains(member)).toContain(domain);

    fake.setMode('error-list');
    const refused = await Promise.all([1, 2, 3].map(() => start(member, domain)));
    expect(refused).toEqual([1, 2, 3].map(() => error(502, SHORTLINK_ERROR_TEXTS.shortenerFailed)));
    expect(await listedDomains(member)).not.toContain(domain);
    // Off the list, a Start costs the member nothing and asks the shortener nothing.
    const asked = fake.calls.length;
    expect(await start(member, domain)).toEqual(error(400, SHORTLINK_ERROR_TEXTS.notAvailable));
    expect(fake.calls.length).toBe(asked);

    // Its probe is not due for 10 minutes; once due, a refusal keeps it off.
    expect(await probeDueShorteners(probeDeps())).toBe(0);
    const makeDue = () =>
      t.database.db
        .update(shorteners)
        .set({ nextProbeAt: sql`now() - interval '1 second'` })
        .where(eq(shorteners.id, id));
    await makeDue();
    expect(await probeDueShorteners(probeDeps())).toBe(1);
    expect(await listedDomains(member)).not.toContain(domain);

    await makeDue();
    fake.setMode('ok');
    expect(await probeDueShorteners(probeDeps())).toBe(1);
    // The probe runs in the background: the member's list follows on the event it sends.
    await expect.poll(() => listedDomains(member)).toContain(domain);
    expect((await start(member, domain)).status).toBe(200);
  });

  it('stays on the list after two refusals and a short link, and leaves at once on a failed test', async () => {
    const { id, domain } = await fakeShortener('Tested Fly');
    const member = await signedInMember(t);
    fake.setMode('error-list');
    await start(member, domain);
    await start(member, domain);
    fake.setMode('ok');
    expect((await start(member, domain)).status).toBe(200);
    fake.setMode('error-list');
    await start(member, domain);
    await start(member, domain);
    // Two in a row again, not four: still listed.
    expect(await listedDomains(member)).toContain(domain);

    const test = pathOf(adminRoutes.shortenerTest, { id });
    expect((await admin.call('POST', test)).body.ok).toBe(false);
    expect(await listedDomains(member)).not.toContain(domain);
    fake.setMode('ok');
    expect((await admin.call('POST', test)).body.ok).toBe(true);
    expect(await listedDomains(member)).toContain(domain);
  });
});

describe(`short links on ${testEngine}`, () => {
  it('lists each shortener with the member’s progress and the page figures', async () => {
    const domain = await builtin({ reward: 1.25, clicksPerDay: 4, minSeconds: 90 });
    const member = await signedInMember(t);
    await claim(member, await startedToken(member, domain));
    const list = await member.call('GET', apiRoutes.shortLinkData.path);
    expect(list.status).toBe(200);
    const card = list.body.msg.shortedLinksData.find(
      (c: { shortnerDomain: string }) => c.shortnerDomain === domain,
    );
    // 90 s minimum: the claim was refused as too early, so nothing is completed yet.
    expect(card).toMatchObject({
      time: '2 m',
      amount: 1.25,
      isDisable: false,
      expireTimer: null,
      completedClicks: 0,
      how_much_click_allow: 4,
    });
    expect(list.body.msg).toMatchObject({ today_shortLinkIncome: 0, completedClick: 0 });
    expect(list.body.msg.pendingClick).toBeGreaterThanOrEqual(4);
    expect(typeof list.body.msg.other_data_shortLink_instructions).toBe('string');
  });

  it('pays a claim once, to the member who started it, with the referrer’s share', async () => {
    const domain = await builtin({ reward: 0.5 });
    const referrer = await signedInMember(t);
    const member = await signedInMember(t, { referredBy: referrer.member.id });
    const token = await startedToken(member, domain);

    expect(await claim(await signedInMember(t), token)).toEqual(
      error(404, SHORTLINK_ERROR_TEXTS.tokenUnknown),
    );
    expect(await claim(member, token, '10.250.0.9')).toEqual(
      error(403, SHORTLINK_ERROR_TEXTS.otherAddress),
    );
    expect(await claim(member, token)).toEqual({
      status: 200,
      body: { message: expect.any(String), amount: 0.5 },
    });
    expect(await claim(member, token)).toEqual(error(409, SHORTLINK_ERROR_TEXTS.alreadyClaimed));
    expect((await getMemberBalances(t.database.db, member.member.id)).withdrawable).toBe(500n);
    expect((await getMemberBalances(t.database.db, referrer.member.id)).withdrawable).toBe(50n);

    const list = await member.call('GET', apiRoutes.shortLinkData.path);
    expect(list.body.msg.today_shortLinkIncome).toBe(0.5);
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses a claim before the shortener’s minimum seconds, on the database clock', async () => {
    const domain = await builtin({ minSeconds: 60 });
    const member = await signedInMember(t);
    const token = await startedToken(member, domain);
    expect(await claim(member, token)).toEqual(error(400, SHORTLINK_ERROR_TEXTS.tooEarly));
    // The built-in shortener's seconds count from its page's report (interstitial-beacon.test.ts).
    await t.database.db
      .update(shortLinkAttempts)
      .set({ beaconAt: sql`now() - interval '61 seconds'` })
      .where(eq(shortLinkAttempts.tokenHash, hashShortLinkToken(token)));
    expect((await claim(member, token)).status).toBe(200);
  });

  it('makes the built-in interstitial wait so the claim comes after the minimum seconds', async () => {
    const domain = await builtin({ minSeconds: 40 });
    const member = await signedInMember(t);
    const started = await start(member, domain);
    const code = (started.body.shortUrl as string).split('/member/short/')[1]!;
    const page = await member.call('GET', pathOf(apiRoutes.shortLinkInterstitial, { code }));
    // 31 s here and the last page's 10 s make 41 s.
    expect(page.body.msg.waitSeconds).toBe(31);
    expect(
      await member.call('GET', pathOf(apiRoutes.shortLinkInterstitial, { code: 'nope' })),
    ).toEqual(error(404, SHORTLINK_ERROR_TEXTS.interstitialUnknown));
  });

  it('answers the open attempt again instead of a new short URL', async () => {
    const domain = await builtin();
    const member = await signedInMember(t);
    const first = await start(member, domain);
    const again = await start(member, domain);
    expect(again).toEqual({
      status: 200,
      body: { existingRecord: { shortUrl: first.body.shortUrl } },
    });
  });

  it('keeps to the day’s clicks and the cooldown, at Start and at the claim', async () => {
    const domain = await builtin({ clicksPerDay: 1 });
    const member = await signedInMember(t);
    // Two attempts open before either is claimed (their start was within the limit).
    const one = await startedToken(member, domain);
    await t.database.db
      .update(shortLinkAttempts)
      .set({ ipAddress: '10.250.0.1' })
      .where(eq(shortLinkAttempts.tokenHash, hashShortLinkToken(one)));
    const two = await startedToken(member, domain);
    expect((await claim(member, one, '10.250.0.1')).status).toBe(200);
    expect(await claim(member, two)).toEqual(error(400, SHORTLINK_ERROR_TEXTS.dailyLimit));
    expect(await start(member, domain)).toEqual(error(400, SHORTLINK_ERROR_TEXTS.dailyLimit));
    const card = (
      await member.call('GET', apiRoutes.shortLinkData.path)
    ).body.msg.shortedLinksData.find(
      (c: { shortnerDomain: string }) => c.shortnerDomain === domain,
    );
    expect(card).toMatchObject({ isDisable: true, completedClicks: 1, how_much_click_allow: 1 });

    const cooling = await builtin({ cooldownMinutes: 30 });
    expect((await claim(member, await startedToken(member, cooling))).status).toBe(200);
    expect(await start(member, cooling)).toEqual(error(400, SHORTLINK_ERROR_TEXTS.coolingDown));
    const cooled = (
      await member.call('GET', apiRoutes.shortLinkData.path)
    ).body.msg.shortedLinksData.find(
      (c: { shortnerDomain: string }) => c.shortnerDomain === cooling,
    );
    expect(cooled.expireTimer).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(cooled.expireTimer).toBeLessThan(Date.now() + 31 * 60_000);
  });

  it('pays 20 simultaneous claims of one token once', async () => {
    const domain = await builtin({ reward: 0.75 });
    const member = await signedInMember(t);
    const token = await startedToken(member, domain);
    const results = await twentyTogether(() => claim(member, token));
    expect(statusesOf(results)).toEqual([200, ...Array<number>(19).fill(409)]);
    expect((await getMemberBalances(t.database.db, member.member.id)).withdrawable).toBe(750n);
    await expectLedgerBalanced(t.database.db);
  });

  it('builds the destination only for this site’s own last page', async () => {
    const domain = await builtin();
    const member = await signedInMember(t);
    for (const extra of [
      { clientOrigin: 'https://evil.example' },
      { clientOrigin: 'http://localhost:3001' },
      { endPageRoute: '/member/dashboard' },
    ]) {
      expect(await start(member, domain, extra)).toEqual(
        error(400, SHORTLINK_ERROR_TEXTS.foreignOrigin),
      );
    }
    expect(await start(member, 'nope.example')).toEqual(
      error(400, SHORTLINK_ERROR_TEXTS.notAvailable),
    );
  });

  it('asks an AdLinkFly shortener, and counts nothing when it fails', async () => {
    const created = await admin.call('POST', adminRoutes.shortenerCreate.path, {
      name: 'Fake Fly',
      domain: new URL(fake.origin).host,
      apiUrl: fake.apiUrl,
      apiKey: fake.apiKey,
      reward: 0.3,
      clicksPerDay: 5,
      minSeconds: 0,
    });
    expect(created.status).toBe(200);
    expect(created.body.shortener).toMatchObject({
      provider: 'adlinkfly',
      apiKeyHint: fake.apiKey.slice(-4),
      reward: 0.3,
    });
    expect(JSON.stringify(created.body)).not.toContain(fake.apiKey);
    const domain = created.body.shortener.domain as string;
    const member = await signedInMember(t);

    fake.setMode('error-list');
    expect(await start(member, domain)).toEqual(error(502, SHORTLINK_ERROR_TEXTS.shortenerFailed));
    fake.setMode('not-json');
    expect(await start(member, domain)).toEqual(error(502, SHORTLINK_ERROR_TEXTS.shortenerFailed));
    const attempts = await t.database.db
      .select()
      .from(shortLinkAttempts)
      .where(eq(shortLinkAttempts.memberId, member.member.id));
    expect(attempts).toHaveLength(0);

    fake.setMode('ok');
    const started = await start(member, domain);
    expect(started.status).toBe(200);
    expect(started.body.shortUrl).toMatch(new RegExp(`^${fake.origin}/fk`));
    const asked = fake.calls.at(-1)!;
    expect(asked.apiKey).toBe(fake.apiKey);
    const token = asked.destination.split(`${SHORT_LINK_ORIGIN}/member/last-page/`)[1]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await claim(member, token)).toMatchObject({ status: 200, body: { amount: 0.3 } });

    // The operator's test call shows what the network answered.
    const id = created.body.shortener._id as string;
    fake.setMode('error-string');
    const tested = await admin.call('POST', pathOf(adminRoutes.shortenerTest, { id }));
    expect(tested.body).toMatchObject({ ok: false, shortUrl: null, message: 'Invalid API token' });
    fake.setMode('ok');
    const fine = await admin.call('POST', pathOf(adminRoutes.shortenerTest, { id }));
    expect(fine.body).toMatchObject({ ok: true, message: expect.any(String) });
    expect(fine.body.shortUrl).toMatch(/^http:\/\/127\.0\.0\.1/);
  });

  it('lets the operator change a shortener, keeping its key, and refuses a taken domain', async () => {
    const created = await admin.call('POST', adminRoutes.shortenerCreate.path, {
      name: 'Another',
      domain: 'another.example',
      apiKey: 'secret-key-1234',
      reward: 1,
      clicksPerDay: 2,
    });
    const id = created.body.shortener._id as string;
    const changed = await admin.call('PATCH', pathOf(adminRoutes.shortenerUpdate, { id }), {
      reward: 2.5,
      enabled: false,
    });
    expect(changed.body.shortener).toMatchObject({
      reward: 2.5,
      enabled: false,
      apiKeyHint: '1234',
      effectiveApiUrl: 'https://another.example/api',
    });
    const taken = await admin.call('POST', adminRoutes.shortenerCreate.path, {
      name: 'Again',
      domain: 'ANOTHER.example',
      apiKey: 'k',
      reward: 1,
      clicksPerDay: 2,
    });
    expect(taken.status).toBe(409);
    const noKey = await admin.call('POST', adminRoutes.shortenerCreate.path, {
      name: 'No key',
      domain: 'nokey.example',
      reward: 1,
      clicksPerDay: 2,
    });
    expect(noKey.status).toBe(400);
    // A disabled shortener is off the members' list.
    const member = await signedInMember(t);
    const list = await member.call('GET', apiRoutes.shortLinkData.path);
    expect(
      list.body.msg.shortedLinksData.some(
        (c: { shortnerDomain: string }) => c.shortnerDomain === 'another.example',
      ),
    ).toBe(false);
    const visitor = await t.app.inject({ method: 'GET', url: adminRoutes.shortenerList.path });
    expect(visitor.statusCode).toBe(401);
    expect((await member.call('GET', adminRoutes.shortenerList.path)).status).toBe(403);
  });
});
