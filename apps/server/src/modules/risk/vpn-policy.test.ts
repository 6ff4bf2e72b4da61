import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes } from '@kamao/contract/api-routes';
import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { PTC_ERROR_TEXTS } from '@kamao/contract/ptc-texts';
import { SHORTLINK_ERROR_TEXTS } from '@kamao/contract/shortlink-texts';
import { riskSignals, users } from '../../db/schema/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { buildCampaign } from '../../test/factories.ts';
import {
  startFakeProxyCheck,
  vpnAnswer,
  type FakeProxyCheck,
} from '../../test/fake-proxy-check.ts';
import { signedInMember } from '../../test/member-client.ts';
import { claimView, sleep, startedView } from '../../test/ptc-calls.ts';
import {
  SHORT_LINK_ORIGIN,
  builtinShortener,
  claimShortLink,
  startedToken,
} from '../../test/short-link-calls.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { writeSetting } from '../settings/index.ts';
import { scoreMember } from './member-score.ts';

// Addresses the stand-in reputation service calls VPNs (TEST-NET-3), and one where it is down.
const VPN = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'];
const DOWN = '203.0.113.99';
let fake: FakeProxyCheck;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeProxyCheck({
    ...Object.fromEntries(VPN.map((address) => [address, vpnAnswer(address)])),
    [DOWN]: { status: 500, body: 'down' },
  });
  t = await buildTestApp({ PROXY_CHECK_URL: fake.template, PUBLIC_ORIGIN: SHORT_LINK_ORIGIN });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  await writeSetting(t.database.db, 'risk_vpn_policy', 'flag');
});

let signups = 0;
async function signUpFrom(address: string) {
  signups += 1;
  const userName = `vpnjoin${signups}`;
  const res = await t.app.inject({
    method: 'POST',
    url: apiRoutes.signUp.path,
    remoteAddress: address,
    payload: {
      obj: {
        name: userName,
        mobile_number: `98765${String(signups).padStart(5, '0')}`,
        email_address: `${userName}@example.com`,
        password: 'Tamarind-Rain-58',
        captcha_token: 'x',
      },
    },
  });
  const [user] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, userName));
  return { status: res.statusCode, body: res.json(), id: user?.id };
}

const vpnSignals = (userId: string) =>
  t.database.db
    .select({ value: riskSignals.value, action: riskSignals.action })
    .from(riskSignals)
    .where(and(eq(riskSignals.userId, userId), eq(riskSignals.kind, 'vpn')));

describe('the VPN policy at sign-up and at claims', () => {
  it('flags by default: the member is made and scored "VPN at sign-up"', async () => {
    const joined = await signUpFrom(VPN[0]!);
    expect(joined.status).toBe(200);
    expect(await vpnSignals(joined.id!)).toEqual([{ value: VPN[0], action: 'signup' }]);
    expect((await scoreMember(t.database.db, joined.id!)).reasons).toContain('VPN at sign-up');

    const clean = await signUpFrom('198.51.100.7');
    expect(clean.status).toBe(200);
    expect(await vpnSignals(clean.id!)).toEqual([]);
    expect((await scoreMember(t.database.db, clean.id!)).reasons).not.toContain('VPN at sign-up');
  });

  it('refuses a sign-up from a VPN under "refuse", making nothing', async () => {
    await writeSetting(t.database.db, 'risk_vpn_policy', 'refuse');
    const refused = await signUpFrom(VPN[1]!);
    expect(refused).toEqual({
      status: 400,
      body: { error_msg: AUTH_TEXTS.vpnRefused },
      id: undefined,
    });
  });

  it('fails open: a service that is down refuses nobody', async () => {
    await writeSetting(t.database.db, 'risk_vpn_policy', 'refuse');
    const joined = await signUpFrom(DOWN);
    expect(joined.status).toBe(200);
    expect(fake.callsFor(DOWN)).toBe(1);
    expect(await vpnSignals(joined.id!)).toEqual([]);
  });

  it('asks nothing under "allow"', async () => {
    await writeSetting(t.database.db, 'risk_vpn_policy', 'allow');
    const joined = await signUpFrom(VPN[2]!);
    expect(joined.status).toBe(200);
    expect(fake.callsFor(VPN[2]!)).toBe(0);
    expect(await vpnSignals(joined.id!)).toEqual([]);
  });

  it('flags a PTC claim from a VPN and pays it; refuses one under "refuse" and pays nothing', async () => {
    const viewer = await signedInMember(t, {}, '198.51.100.20');
    const campaigns = [await buildCampaign(t.database.db), await buildCampaign(t.database.db)];
    const first = await startedView(viewer, campaigns[0]!.id);
    const second = await startedView(viewer, campaigns[1]!.id);
    await sleep(1100);
    // The view started on a clean network (the ad pages block a proxy themselves); the claim
    // comes through a VPN.
    const flagged = await viewer.call(
      'PATCH',
      apiRoutes.ptcIncome.path,
      { obj: { btnName: campaigns[0]!.id, btnClickEarn: first } },
      VPN[3],
    );
    expect(flagged.status).toBe(200);
    const paid = (await getMemberBalances(t.database.db, viewer.member.id)).withdrawable;
    expect(paid).toBeGreaterThan(0n);
    expect(await vpnSignals(viewer.member.id)).toEqual([{ value: VPN[3], action: 'claim' }]);
    expect((await scoreMember(t.database.db, viewer.member.id)).reasons).toContain('VPN at claims');

    await writeSetting(t.database.db, 'risk_vpn_policy', 'refuse');
    const refused = await viewer.call(
      'PATCH',
      apiRoutes.ptcIncome.path,
      { obj: { btnName: campaigns[1]!.id, btnClickEarn: second } },
      VPN[3],
    );
    expect(refused).toEqual({ status: 400, body: { error_msg: PTC_ERROR_TEXTS.proxyDetected } });
    expect((await getMemberBalances(t.database.db, viewer.member.id)).withdrawable).toBe(paid);
    // From a clean network the same view is still paid.
    expect((await claimView(viewer, campaigns[1]!.id, second)).status).toBe(200);
  });

  it('refuses a short-link claim from a VPN under "refuse", still noting the member', async () => {
    await writeSetting(t.database.db, 'risk_vpn_policy', 'refuse');
    const member = await signedInMember(t, {}, VPN[4]);
    const domain = await builtinShortener(t);
    const token = await startedToken(member, domain);
    expect(await claimShortLink(member, token)).toEqual({
      status: 400,
      body: { error_msg: SHORTLINK_ERROR_TEXTS.vpnRefused },
    });
    expect((await getMemberBalances(t.database.db, member.member.id)).withdrawable).toBe(0n);
    expect(await vpnSignals(member.member.id)).toEqual([{ value: VPN[4], action: 'claim' }]);

    await writeSetting(t.database.db, 'risk_vpn_policy', 'flag');
    expect((await claimShortLink(member, token)).status).toBe(200);
    // Noted once a day, however many claims.
    expect(await vpnSignals(member.member.id)).toHaveLength(1);
  });
});
