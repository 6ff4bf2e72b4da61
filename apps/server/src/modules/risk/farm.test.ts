import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import type { RiskGroup } from '@kamao/contract/admin/risk';
import { pathOf } from '@kamao/contract/api-route';
import { apiRoutes } from '@kamao/contract/api-routes';
import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { jobs, users, withdrawalMethods } from '../../db/schema/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { buildCampaign } from '../../test/factories.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { claimView, sleep, startedView } from '../../test/ptc-calls.ts';
import { browserCalls } from '../../test/browser-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { RESCORE_JOB } from './record-signals.ts';
import { rescoreAround } from './rescore-job.ts';

let t: TestApp;
let admin: MemberClient;
const PASSWORD = 'Tamarind-Rain-58';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInMember(t, { role: 'admin' });
  await t.database.db
    .insert(withdrawalMethods)
    .values({ id: 'm-upi', name: 'UPI', minimumAmount: 50_000n });
});
afterAll(async () => {
  await t?.close();
});

/**
 * A browser: one address, and the cookies the server set (its device cookie, the session),
 * sent back as a browser does.
 */
function browser(address: string) {
  const call = browserCalls(t, address);
  return {
    call,
    /** Signs up and logs in; the session replaces any earlier one of this browser. */
    async join(name: string, options: { mobile?: string; referBy?: string; logIn?: boolean } = {}) {
      const email = `${name}@example.com`;
      const signup = await call('POST', apiRoutes.signUp.path, {
        obj: {
          name,
          mobile_number:
            options.mobile ?? `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
          email_address: email,
          password: PASSWORD,
          captcha_token: 'x',
          ...(options.referBy ? { refer_by: options.referBy } : {}),
        },
      });
      if (signup.status !== 200 || options.logIn === false) return signup;
      await call('POST', apiRoutes.login.path, {
        obj: { email_userName: email, password: PASSWORD, loginRemember_state: false },
      });
      return signup;
    },
    saveUpi(account: string) {
      return call('PATCH', apiRoutes.profilePatch.path, {
        obj: {
          name: 'Farm Hand',
          address: '1 Main Road',
          city: 'Jaipur',
          state: 'Rajasthan',
          zip_code: '302001',
          mobile_number: '9000000000',
          withdrawal_method: 'UPI',
          withdrawal_account_information: account,
        },
      });
    },
  };
}

const idOf = async (userName: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]
    ?.id;

/** Runs the rescoring the job runner would run for the signals noted so far. */
async function rescorePending() {
  const due = await t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, RESCORE_JOB), isNull(jobs.completedAt)));
  for (const job of due) {
    await rescoreAround(t.database.db, String((job.payload as { userId: string }).userId));
    await t.database.db.update(jobs).set({ completedAt: new Date() }).where(eq(jobs.id, job.id));
  }
}

async function groups() {
  const res = await admin.call('GET', adminRoutes.riskGroups.path);
  expect(res.status).toBe(200);
  return res.body.groups as {
    id: string;
    score: number;
    members: { userName: string }[];
    signals: { kind: string; value: string }[];
  }[];
}
const groupOf = async (userName: string) =>
  (await groups()).find((g) => g.members.some((m) => m.userName === userName));
const riskOf = async (userName: string) =>
  (await admin.call('GET', pathOf(adminRoutes.memberRisk, { id: await idOf(userName) }))).body as {
    score: number;
    reasons: string[];
    linked: { userName: string; via: string[] }[];
  };

describe(`a farm built through the API, found by the risk module on ${testEngine}`, () => {
  it('refuses a third account on one device, and groups the two it made', async () => {
    // A script signing up again and again from one browser (with logins in between, the browser
    // stays one device: auth/device-id.test.ts).
    const phone = browser('49.36.10.21');
    expect((await phone.join('devfarm1', { logIn: false })).status).toBe(200);
    expect((await phone.join('devfarm2', { logIn: false })).status).toBe(200);
    const third = await phone.join('devfarm3', { logIn: false });
    expect(third).toEqual({ status: 400, body: { error_msg: AUTH_TEXTS.deviceAccountLimit } });
    expect(await idOf('devfarm3')).toBeUndefined();

    await rescorePending();
    const group = await groupOf('devfarm1');
    expect(group?.members.map((m) => m.userName).sort()).toEqual(['devfarm1', 'devfarm2']);
    expect(group?.signals.map((s) => s.kind)).toContain('device');
    expect((await riskOf('devfarm2')).reasons).toContain('Same device as 1 account');
  });

  it('groups accounts on three phones that pay out to one UPI id, however it is typed', async () => {
    const typed = ['Farm.Pay@okaxis', ' farm.pay@OKAXIS ', 'farm.pay@okaxis'];
    for (const [i, account] of typed.entries()) {
      const phone = browser(`106.210.${i + 1}.7`);
      expect((await phone.join(`upifarm${i}`)).status).toBe(200);
      expect((await phone.saveUpi(account)).status).toBe(200);
    }
    await rescorePending();
    const group = await groupOf('upifarm0');
    expect(group?.members.map((m) => m.userName).sort()).toEqual([
      'upifarm0',
      'upifarm1',
      'upifarm2',
    ]);
    expect(group?.signals).toContainEqual({ kind: 'payoutAccount', value: 'upi:farm.pay@okaxis' });
    const risk = await riskOf('upifarm1');
    expect(risk.reasons).toContain('UPI id used by 2 other members');
    expect(risk.score).toBeGreaterThanOrEqual(50);
    expect(risk.linked.map((l) => l.userName).sort()).toEqual(['upifarm0', 'upifarm2']);
  });

  it('records a referral made on the referrer’s own device but pays it no income', async () => {
    const phone = browser('157.48.3.9');
    expect((await phone.join('reffarm0')).status).toBe(200);
    expect((await phone.join('reffarm1', { referBy: 'reffarm0' })).status).toBe(200);
    const referrerId = (await idOf('reffarm0'))!;
    const [referred] = await t.database.db
      .select({ referredBy: users.referredBy })
      .from(users)
      .where(eq(users.userName, 'reffarm1'));
    expect(referred?.referredBy).toBe(referrerId);

    // The referred account earns from a PTC view; the referrer, linked to it, gets nothing.
    const campaign = await buildCampaign(t.database.db, {
      pricePerView: 1_000n,
      rewardPerView: 400n,
    });
    const viewer = { call: phone.call } as unknown as MemberClient;
    const token = await startedView(viewer, campaign.id);
    await sleep(1100);
    expect((await claimView(viewer, campaign.id, token)).status).toBe(200);
    expect((await getMemberBalances(t.database.db, (await idOf('reffarm1'))!)).withdrawable).toBe(
      400n,
    );
    expect((await getMemberBalances(t.database.db, referrerId)).withdrawable).toBe(0n);

    await rescorePending();
    expect((await groupOf('reffarm0'))?.members.map((m) => m.userName).sort()).toEqual([
      'reffarm0',
      'reffarm1',
    ]);
    // The operator reads the group's earnings by source and the referral inside it.
    const evidence = (await groupOf('reffarm0')) as unknown as RiskGroup;
    expect(evidence.earningsBySource).toContainEqual({ source: 'ptc_ads', amount: 0.4 });
    expect(evidence.earningsBySource).toContainEqual({ source: 'referral_income', amount: 0 });
    expect(evidence.referrals.map((r) => [r.referrer.userName, r.referred.userName])).toEqual([
      ['reffarm0', 'reffarm1'],
    ]);
    await expectLedgerBalanced(t.database.db);
  });

  it('does not group members who only share an address, as behind a carrier’s NAT', async () => {
    for (const name of ['natclean0', 'natclean1', 'natclean2']) {
      expect((await browser('27.60.44.100').join(name)).status).toBe(200);
    }
    await rescorePending();
    for (const name of ['natclean0', 'natclean1', 'natclean2']) {
      expect(await groupOf(name)).toBeUndefined();
    }
    const risk = await riskOf('natclean1');
    expect(risk.score).toBeLessThan(20);
    expect(risk.reasons.every((reason) => reason.startsWith('Same address'))).toBe(true);
  });

  it('orders groups by the money at stake and lets the operator mark one reviewed', async () => {
    const all = await groups();
    expect(all.length).toBe(3);
    const id = all[0]!.id;
    const reviewed = await admin.call('POST', pathOf(adminRoutes.riskGroupReviewed, { id }));
    expect(reviewed).toEqual({ status: 200, body: { ok: true } });
    expect((await groups()).find((g) => g.id === id)).toMatchObject({
      reviewedAt: expect.any(String),
    });
    const missing = await admin.call('POST', pathOf(adminRoutes.riskGroupReviewed, { id: 'nope' }));
    expect(missing.status).toBe(404);
  });

  it('reads and changes the rules, refusing bad values', async () => {
    expect((await admin.call('GET', adminRoutes.riskRules.path)).body).toEqual({
      maxAccountsPerDevice: 2,
      linkedReferralIncome: false,
      vpnPolicy: 'flag',
      holdAboveScore: 70,
    });
    const changed = await admin.call('PATCH', adminRoutes.riskRules.path, {
      maxAccountsPerDevice: 3,
      vpnPolicy: 'refuse',
    });
    expect(changed.body).toMatchObject({ maxAccountsPerDevice: 3, vpnPolicy: 'refuse' });
    const bad = await admin.call('PATCH', adminRoutes.riskRules.path, { vpnPolicy: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.error_msg).toEqual(expect.any(String));
  });
});
