import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { DEFAULT_FOOTER_SETTINGS } from '@kamao/contract/admin/content';
import { seedDemoData } from '../../demo/seed.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { logIn } from '../../test/log-in.ts';

let t: TestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.database.db);
  admin = await logIn(t, 'admin@example.com', 'admin12345');
  member = await logIn(t, 'demo', 'demo12345');
});
afterAll(async () => {
  await t?.close();
});

const call = async (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: object) => {
  const res = await t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() };
};
const footerOnPage = async () => (await call('GET', '/checkLogin_for_navBar?footer=true')).body;

const noLinks = DEFAULT_FOOTER_SETTINGS.socialLinks;

describe(`the footer's rating and links on ${testEngine}`, () => {
  it('starts with the spec rating of 4.3 and no link at all', async () => {
    expect(await call('GET', adminRoutes.footerSettings.path, admin)).toEqual({
      status: 200,
      body: { rating: 4.3, reviewUrl: '', socialLinks: noLinks },
    });
    expect((await footerOnPage()).msg.footer_data).toEqual({ rating: 4.3, socialLinks: [] });
  });

  it('leaves the footer out of a check that does not ask for it', async () => {
    const plain = await call('GET', '/checkLogin_for_navBar');
    expect(plain.body.msg).not.toHaveProperty('footer_data');
  });

  it('is for operators only', async () => {
    expect((await call('GET', adminRoutes.footerSettings.path)).status).toBe(401);
    expect((await call('GET', adminRoutes.footerSettings.path, member)).status).toBe(403);
    const write = await call('PUT', adminRoutes.footerSettingsSave.path, member, {
      rating: 5,
      reviewUrl: 'https://reviews.example.com/kamao',
      socialLinks: noLinks,
    });
    expect(write.status).toBe(403);
    expect((await footerOnPage()).msg.footer_data.rating).toBe(4.3);
  });

  it('saves what the operator sets, audited, and the footer shows only the links set', async () => {
    const saved = await call('PUT', adminRoutes.footerSettingsSave.path, admin, {
      rating: '4.46',
      reviewUrl: ' https://www.trustpilot.com/review/kamao.example ',
      socialLinks: {
        ...noLinks,
        x: 'https://x.com/kamao',
        telegram: 'https://t.me/kamao',
      },
    });
    const expected = {
      rating: 4.5,
      reviewUrl: 'https://www.trustpilot.com/review/kamao.example',
      socialLinks: { ...noLinks, x: 'https://x.com/kamao', telegram: 'https://t.me/kamao' },
    };
    expect(saved).toEqual({ status: 200, body: expected });
    expect((await call('GET', adminRoutes.footerSettings.path, admin)).body).toEqual(expected);

    const page = await footerOnPage();
    expect(page.msg.footer_data).toEqual({
      rating: 4.5,
      reviewUrl: 'https://www.trustpilot.com/review/kamao.example',
      // In the footer's order; Facebook, Instagram, LinkedIn and YouTube are not set.
      socialLinks: [
        { network: 'x', url: 'https://x.com/kamao' },
        { network: 'telegram', url: 'https://t.me/kamao' },
      ],
    });

    const audit = await call('GET', adminRoutes.auditLogList.path, admin);
    expect(audit.body.entries[0]).toMatchObject({ action: 'footer.update' });

    // Clearing the review link hides it again; the rating stays.
    await call('PUT', adminRoutes.footerSettingsSave.path, admin, {
      ...expected,
      reviewUrl: '',
    });
    expect((await footerOnPage()).msg.footer_data).not.toHaveProperty('reviewUrl');
  });

  it('refuses an address that is not http(s) and a rating outside 1 to 5', async () => {
    for (const body of [
      { rating: 4.3, reviewUrl: 'javascript:alert(1)', socialLinks: noLinks },
      { rating: 4.3, reviewUrl: '', socialLinks: { ...noLinks, facebook: 'facebook.com/kamao' } },
      { rating: 6, reviewUrl: '', socialLinks: noLinks },
      { rating: 4.3, reviewUrl: '', socialLinks: { ...noLinks, myspace: 'https://myspace.com' } },
    ]) {
      expect((await call('PUT', adminRoutes.footerSettingsSave.path, admin, body)).status).toBe(
        400,
      );
    }
    expect((await footerOnPage()).msg.footer_data.rating).toBe(4.5);
  });
});
