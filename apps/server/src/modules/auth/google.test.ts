import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDevices, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { buildMember } from '../../test/factories.ts';
import {
  startFakeProxyCheck,
  vpnAnswer,
  type FakeProxyCheck,
} from '../../test/fake-proxy-check.ts';
import { startOidcServer } from '../../test/oidc-server.ts';
import { buildTestApp, sessionCookieFrom, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { writeSetting } from '../settings/index.ts';

let t: TestApp;
let oidc: Awaited<ReturnType<typeof startOidcServer>>;
let proxyCheck: FakeProxyCheck;
/** An address the stand-in reputation service calls a VPN (TEST-NET-3). */
const VPN_ADDRESS = '203.0.113.50';

beforeAll(async () => {
  oidc = await startOidcServer();
  proxyCheck = await startFakeProxyCheck({ [VPN_ADDRESS]: vpnAnswer(VPN_ADDRESS) });
  t = await buildTestApp({
    GOOGLE_CLIENT_ID: 'kamao-test-client',
    GOOGLE_CLIENT_SECRET: 'kamao-test-secret',
    GOOGLE_ISSUER: oidc.issuer,
    PROXY_CHECK_URL: proxyCheck.template,
  });
});
afterAll(async () => {
  await t?.close();
  await oidc?.stop();
  await proxyCheck?.close();
});

/**
 * Runs our redirect flow like a browser: start, the provider's authorize step, callback. The
 * browser's own cookies (`name=value; …`: its device id, its language) go with the callback.
 */
async function signInWithGoogle(query: string, browserCookies?: string, address = '127.0.0.1') {
  const start = await t.app.inject({ method: 'GET', url: `/auth/google/start?${query}` });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(new URL(oidc.issuer).origin);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const flowCookie = sessionCookieFrom(start.headers['set-cookie']);
  const provider = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(provider.headers.get('location')!);
  expect(callback.pathname).toBe('/auth/google/callback');
  const done = await t.app.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    remoteAddress: address,
    headers: { cookie: browserCookies ? `${flowCookie}; ${browserCookies}` : flowCookie },
  });
  const cookies = ([] as string[]).concat(done.headers['set-cookie'] ?? []);
  const session = cookies.find((c) => c.startsWith('sid='));
  const device = cookies.find((c) => c.startsWith('device='));
  return {
    location: done.headers.location as string,
    session: session?.split(';')[0],
    device: device?.split(';')[0],
  };
}

describe(`Google sign-in on ${testEngine}`, () => {
  it('registers a referred member through Google and signs them in', async () => {
    await buildMember(t.database.db, { userName: 'inviter', email: 'inviter@example.com' });
    oidc.nextIdentity({ sub: 'g-100', email: 'Neha.Gupta@gmail.com', name: 'Neha Gupta' });
    const result = await signInWithGoogle('intent=signup&ref=inviter');
    expect(result.location).toBe('/member/dashboard?signin=google');
    const check = await t.app.inject({
      method: 'GET',
      url: '/checkLogin_for_navBar',
      headers: { cookie: result.session! },
    });
    expect(check.json().msg.isLogin).toBe(true);
    const [neha] = await t.database.db.select().from(users).where(eq(users.googleSubject, 'g-100'));
    const [inviter] = await t.database.db.select().from(users).where(eq(users.userName, 'inviter'));
    expect(neha).toMatchObject({
      name: 'Neha Gupta',
      userName: 'nehagupta',
      passwordHash: null,
      referredBy: inviter!.id,
    });
  });

  it('logs a Google member in again without creating another account, as a known device', async () => {
    oidc.nextIdentity({ sub: 'g-100', email: 'neha.gupta@gmail.com' });
    const result = await signInWithGoogle('intent=login');
    expect(result.location).toBe('/member/dashboard?signin=google');
    // Like a password login, the browser becomes a known device of the account.
    expect(result.device).toMatch(/^device=.+/);
    const [neha] = await t.database.db.select().from(users).where(eq(users.googleSubject, 'g-100'));
    const devices = await t.database.db
      .select()
      .from(loginDevices)
      .where(eq(loginDevices.userId, neha!.id));
    expect(devices.length).toBeGreaterThanOrEqual(1);
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.canonicalEmail, 'nehagupta@gmail.com')),
    ).toHaveLength(1);
  });

  it("sends an account with a password back to log in with it ('Please Login With Password')", async () => {
    await buildMember(t.database.db, {
      userName: 'rahul',
      email: 'rahul@gmail.com',
      passwordHash: await hashPassword('rahul-password-1'),
    });
    oidc.nextIdentity({ sub: 'g-200', email: 'rahul@gmail.com' });
    const result = await signInWithGoogle('intent=login');
    expect(result.location).toBe('/login?google_error=Please%20Login%20With%20Password');
    expect(result.session).toBeUndefined();
  });

  it('does not create an account from the login page', async () => {
    oidc.nextIdentity({ sub: 'g-300', email: 'stranger@gmail.com' });
    const result = await signInWithGoogle('intent=login');
    expect(result.location).toMatch(/^\/login\?google_error=No%20account/);
  });

  it('refuses a callback without the flow that started it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/auth/google/callback?code=stolen&state=x',
    });
    expect(res.headers.location).toBe('/login?google_error=Missing%20credentials');
  });

  it('exchanges a popup code through the spec’s call, checking the e-mail', async () => {
    const codeFor = async (sub: string, email: string) => {
      oidc.nextIdentity({ sub, email });
      const authorize = new URL(`${oidc.issuer}/authorize`);
      authorize.search = new URLSearchParams({
        client_id: 'kamao-test-client',
        // Google's popup uses 'postmessage'; the stand-in provider needs a URL to redirect to.
        redirect_uri: 'https://popup.invalid/',
        response_type: 'code',
        scope: 'openid email',
        state: 's',
      }).toString();
      const res = await fetch(authorize, { redirect: 'manual' });
      return new URL(res.headers.get('location')!).searchParams.get('code')!;
    };
    const call = (query: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `/userRoute/user_signUp_login_google?${new URLSearchParams(query)}`,
      });

    const code = await codeFor('g-400', 'popup.user@gmail.com');
    const mismatch = await call({ userEmail: 'other@gmail.com', google_code: code });
    expect(mismatch.json()).toEqual({ error_msg: 'Missing credentials' });

    const signup = await call({
      userEmail: 'popup.user@gmail.com',
      google_code: await codeFor('g-400', 'popup.user@gmail.com'),
    });
    expect(signup.statusCode).toBe(200);
    expect(signup.json()).toEqual({ msg: 'success!' });
    expect(String(signup.headers['set-cookie'])).toMatch(/^sid=/);
  });

  it('keeps the site language the browser signs in with, as a password login does', async () => {
    oidc.nextIdentity({ sub: 'g-500', email: 'hindi.reader@gmail.com', name: 'Asha' });
    const signup = await signInWithGoogle('intent=signup', 'language=hi');
    expect(signup.location).toBe('/member/dashboard?signin=google');
    const languageOf = async () =>
      (
        await t.database.db
          .select({ language: users.language })
          .from(users)
          .where(eq(users.googleSubject, 'g-500'))
      )[0]?.language;
    expect(await languageOf()).toBe('hi');

    oidc.nextIdentity({ sub: 'g-500', email: 'hindi.reader@gmail.com' });
    await signInWithGoogle('intent=login', 'language=en');
    expect(await languageOf()).toBe('en');
    // A browser that does not say keeps what the member chose before.
    oidc.nextIdentity({ sub: 'g-500', email: 'hindi.reader@gmail.com' });
    await signInWithGoogle('intent=login');
    expect(await languageOf()).toBe('en');
  });

  it('counts Google sign-ups against the accounts allowed per device', async () => {
    oidc.nextIdentity({ sub: 'g-600', email: 'farm.one@gmail.com' });
    const first = await signInWithGoogle('intent=signup');
    expect(first.location).toBe('/member/dashboard?signin=google');
    const device = first.device!;
    oidc.nextIdentity({ sub: 'g-601', email: 'farm.two@gmail.com' });
    expect((await signInWithGoogle('intent=signup', device)).location).toBe(
      '/member/dashboard?signin=google',
    );
    oidc.nextIdentity({ sub: 'g-602', email: 'farm.three@gmail.com' });
    const third = await signInWithGoogle('intent=signup', device);
    expect(third.location).toBe(
      `/signup?google_error=${encodeURIComponent(AUTH_TEXTS.deviceAccountLimit)}`,
    );
    expect(third.session).toBeUndefined();
    expect(
      await t.database.db.select().from(users).where(eq(users.googleSubject, 'g-602')),
    ).toHaveLength(0);
  });
  it('refuses a Google sign-up through a VPN while the policy refuses, as a password sign-up', async () => {
    await writeSetting(t.database.db, 'risk_vpn_policy', 'refuse');
    try {
      oidc.nextIdentity({ sub: 'g-700', email: 'via.vpn@gmail.com' });
      const refused = await signInWithGoogle('intent=signup', undefined, VPN_ADDRESS);
      expect(refused.location).toBe(
        `/signup?google_error=${encodeURIComponent(AUTH_TEXTS.vpnRefused)}`,
      );
      expect(refused.session).toBeUndefined();
      expect(
        await t.database.db.select().from(users).where(eq(users.googleSubject, 'g-700')),
      ).toHaveLength(0);
    } finally {
      await writeSetting(t.database.db, 'risk_vpn_policy', 'flag');
    }
  });
});
