import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { createSession, sealLoginDevice } from '../modules/auth/index.ts';
import { buildMember } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let memberCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      channelStatistics: async () => ({
        channelUrl: 'https://www.youtube.com/channel/UC0123456789012345678901',
        subscribers: 10,
        views: 20,
        videos: 3,
      }),
    },
  );
  const cookieFor = async (role: 'member' | 'admin') => {
    const member = await buildMember(t.database.db, { role });
    const session = await createSession(t.database.db, member.id, false);
    return `sid=${session.token}`;
  };
  memberCookie = await cookieFor('member');
  adminCookie = await cookieFor('admin');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
  });

describe('answers no cache may keep', () => {
  it('are every answer of the member and operator API, signed in or not', async () => {
    for (const [url, cookie] of [
      ['/checkLogin_for_navBar', undefined],
      ['/checkLogin_for_navBar', memberCookie],
      ['/userAmount/userBalanceData_get', memberCookie],
      ['/userAmount/userBalanceData_get', undefined],
      ['/userRoute/no-such-route', undefined],
      [adminRoutes.memberList.path, adminCookie],
      [adminRoutes.memberList.path, memberCookie],
      [adminRoutes.memberList.path, undefined],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.headers['cache-control'], `${url} ${res.statusCode}`).toBe('no-store');
    }
  });

  it('are every JSON answer to a request with a session cookie; public answers stay cacheable', async () => {
    const anonymous = await get('/api/site/channel-statistics');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('public, max-age=60');
    const signedIn = await get('/api/site/channel-statistics', memberCookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');

    // A browser that has its device id already (its first page is kept by no cache: it sets one).
    const device = `device=${sealLoginDevice(t.config.keys.loginDeviceCookie, 'browser-1')}`;
    const page = await t.app.inject({
      method: 'GET',
      url: '/member/dashboard',
      headers: { accept: 'text/html', cookie: `${memberCookie}; ${device}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
