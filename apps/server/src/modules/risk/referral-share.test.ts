import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@kamao/contract/api-routes';
import { users } from '../../db/schema/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { buildCampaign } from '../../test/factories.ts';
import type { MemberClient } from '../../test/member-client.ts';
import { claimView, sleep, startedView } from '../../test/ptc-calls.ts';
import { browserCalls } from '../../test/browser-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { writeSetting } from '../settings/index.ts';
import { scoreMember } from './member-score.ts';

let t: TestApp;
const PASSWORD = 'Tamarind-Rain-58';

beforeAll(async () => {
  t = await buildTestApp();
  // The operator pays referral income between linked accounts, so a farm can collect it.
  await writeSetting(t.database.db, 'risk_linked_referral_income', true);
});
afterAll(async () => {
  await t?.close();
});

/** A browser (farm.test.ts): one address, and the cookies the server set, sent back. */
function browser(address: string) {
  const call = browserCalls(t, address);
  return {
    client: { call } as unknown as MemberClient,
    async join(name: string, referBy?: string) {
      const email = `${name}@example.com`;
      const signup = await call('POST', apiRoutes.signUp.path, {
        obj: {
          name,
          mobile_number: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
          email_address: email,
          password: PASSWORD,
          captcha_token: 'x',
          ...(referBy ? { refer_by: referBy } : {}),
        },
      });
      expect(signup.status).toBe(200);
      const login = await call('POST', apiRoutes.login.path, {
        obj: { email_userName: email, password: PASSWORD, loginRemember_state: false },
      });
      expect(login.status).toBe(200);
    },
  };
}

const idOf = async (userName: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]!
    .id;

/** One PTC view paying `reward` milli-rupees, viewed and claimed by the browser's member. */
async function earnFromView(viewer: MemberClient, reward: bigint) {
  const campaign = await buildCampaign(t.database.db, {
    pricePerView: reward,
    rewardPerView: reward,
  });
  const token = await startedView(viewer, campaign.id);
  await sleep(1100);
  expect((await claimView(viewer, campaign.id, token)).status).toBe(200);
}

describe('income from referrals linked to the member', () => {
  it('names the share of a referrer’s income that their own accounts earned them', async () => {
    // A referrer and the account they referred on their own phone; the referred one earns.
    const phone = browser('49.36.77.5');
    await phone.join('shareref0');
    await earnFromView(phone.client, 5_000n);
    await phone.join('shareref1', 'shareref0');
    await earnFromView(phone.client, 200_000n);

    const referrerId = await idOf('shareref0');
    // ₹5 of their own and ₹20 (10 % of ₹200) from the linked referral: 80 %.
    expect((await getMemberBalances(t.database.db, referrerId)).withdrawable).toBe(25_000n);
    const risk = await scoreMember(t.database.db, referrerId);
    expect(risk.reasons).toContain('80 % of income from referrals linked to them');
  });

  it('says nothing of a referral on another phone, or of a few paise', async () => {
    const own = browser('106.51.20.9');
    await own.join('cleanref0');
    await browser('117.99.4.12').join('cleanref1', 'cleanref0');
    const friend = browser('117.99.4.12');
    await friend.join('cleanref2', 'cleanref0');
    await earnFromView(friend.client, 200_000n);
    expect((await scoreMember(t.database.db, await idOf('cleanref0'))).reasons).toEqual([]);

    // Linked, but ₹0.50 of referral income is below the minimum.
    const phone = browser('49.36.77.6');
    await phone.join('tinyref0');
    await phone.join('tinyref1', 'tinyref0');
    await earnFromView(phone.client, 5_000n);
    const reasons = (await scoreMember(t.database.db, await idOf('tinyref0'))).reasons;
    expect(reasons.some((reason) => reason.includes('income from referrals'))).toBe(false);
  });
});
