import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfers } from '../../db/schema/index.ts';
import { earn, type EarningPolicy } from '../../ledger/earn.ts';
import { hashPassword } from '../../lib/password.ts';
import { buildMember } from '../../test/factories.ts';
import { logIn } from '../../test/log-in.ts';
import { buildTestApp, TEST_INDEX_HTML, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { readEarningPolicy } from '../settings/index.ts';
import { firstStepCardHtml } from './painted-first-step.ts';

// The built page with the dashboard's painted screen in both languages, its slots empty, as
// apps/web/vite-first-paint.ts captures it.
const screen = (language: string) =>
  `<!--first-paint /member/dashboard members ${language} any--><div id="first-paint">` +
  `<div data-first-paint-slot="firstStep" class="empty:hidden"></div>` +
  `<div data-first-paint-slot="announcements"></div></div><!--/first-paint-->`;
const INDEX_HTML = TEST_INDEX_HTML.replace(
  '<div id="root"></div>',
  `<div id="root">${screen('en')}${screen('hi')}</div>`,
);
const EMPTY_SLOT = '<div data-first-paint-slot="firstStep" class="empty:hidden"></div>';

describe(`the dashboard's painted first step on ${testEngine}`, () => {
  let t: TestApp;
  let policy: EarningPolicy;
  let passwordHash: string;
  let address = 0;

  beforeAll(async () => {
    t = await buildTestApp({}, {}, INDEX_HTML);
    passwordHash = await hashPassword('secret-pass-1');
    policy = await readEarningPolicy(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A member's dashboard as the browser opens it: the page, then its data. */
  async function signedIn(referredBy?: string) {
    const member = await buildMember(t.database.db, {
      passwordHash,
      ...(referredBy ? { referredBy } : {}),
    });
    address += 1;
    const remoteAddress = `10.9.0.${address}`;
    const cookie = await logIn(t, member.userName, 'secret-pass-1', { remoteAddress });
    const page = async (language = 'en') => {
      const res = await t.app.inject({
        url: '/member/dashboard',
        remoteAddress,
        headers: { accept: 'text/html', cookie: `${cookie}; language=${language}` },
      });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const daysListed = async () => {
      const res = await t.app.inject({
        url: '/userRoute/userDataGet_dashboard',
        remoteAddress,
        headers: { cookie },
      });
      return (res.json().msg.user_date_records as unknown[]).length;
    };
    return { member, page, daysListed };
  }

  it('is in the first HTML of a member who has earned nothing yet, in their language', async () => {
    const m = await signedIn();
    expect(await m.page()).toContain(
      `<div data-first-paint-slot="firstStep" class="empty:hidden">${firstStepCardHtml('en')}</div>`,
    );
    expect(firstStepCardHtml('en')).toContain('>Start here: view your first ad</h2>');
    expect(firstStepCardHtml('en')).toContain('href="/member/ptc-ads">View Ads</a>');
    expect(await m.page('hi')).toContain('यहाँ से शुरू करें: अपना पहला विज्ञापन देखें');
    // The app shows it too: the member's data lists no day of earnings.
    expect(await m.daysListed()).toBe(0);
  });

  it('is left out once the member has earned, by their own work or a referral', async () => {
    const worker = await signedIn();
    const referrer = await signedIn();
    const friend = await buildMember(t.database.db, { referredBy: referrer.member.id });
    await earn(t.database.db, worker.member.id, 'ptc_ads', 1n, 'first-step:worker', { policy });
    await earn(t.database.db, friend.id, 'offerWall', 10_000n, 'first-step:friend', { policy });
    for (const m of [worker, referrer]) {
      const page = await m.page();
      expect(page).toContain(EMPTY_SLOT);
      expect(page).not.toContain('Start here');
      expect(await m.daysListed()).toBeGreaterThan(0);
    }
  });

  it('comes back, as in the app, when the only earnings are older than the dashboard shows', async () => {
    const m = await signedIn();
    await earn(t.database.db, m.member.id, 'click_short_link', 500n, 'first-step:old', { policy });
    await t.database.db
      .update(transfers)
      .set({ createdAt: new Date(Date.now() - 3 * 365 * 86_400_000) })
      .where(inArray(transfers.idempotencyKey, ['first-step:old']));
    expect(await m.daysListed()).toBe(0);
    expect(await m.page()).toContain(firstStepCardHtml('en'));
  });
});
