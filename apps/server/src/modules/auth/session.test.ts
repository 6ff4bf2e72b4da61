import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { endMemberSockets } from './session-store.ts';
import { hashPassword } from '../../lib/password.ts';
import { PayloadCipher } from '../../lib/payload-cipher.ts';
import { buildMember } from '../../test/factories.ts';
import {
  buildTestApp,
  restartedApp,
  sessionCookieFrom,
  type TestApp,
} from '../../test/test-app.ts';
import { newDevelopmentPayloadKey } from '../../lib/development-secrets.ts';
import { testEngine } from '../../test/test-database.ts';
import { logInAnswer } from '../../test/log-in.ts';

let t: TestApp;
let passwordHash: string;

beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = await hashPassword('secret-pass-1');
});
afterAll(async () => {
  await t?.close();
});

const login = (identifier: string, remember = false, password = 'secret-pass-1') =>
  logInAnswer(t, identifier, password, { remember });

const balance = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/userAmount/userBalanceData_get',
    headers: cookie ? { cookie } : {},
  });

describe(`sessions on ${testEngine}`, () => {
  it('answers member calls without a cookie with the token-not-found flag', async () => {
    const res = await balance();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error_msg: 'jwtMiddleware_token_not_found_error' });
  });

  it('answers a forged session with the session error flag', async () => {
    const res = await balance('sid=' + 'A'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error_msg: 'jwtMiddleware_error' });
  });

  it('logs in by e-mail with dots or userName, sets an httpOnly cookie and shows balances', async () => {
    const member = await buildMember(t.database.db, {
      email: 'ravi.kumar@example.com',
      userName: 'ravikumar',
      passwordHash,
      withdrawable: 12_345n,
      deposit: 500n,
    });
    await t.database.db
      .update(users)
      .set({ canonicalEmail: 'ravikumar@example.com' })
      .where(eq(users.id, member.id));
    const byEmail = await login('Ravi.Kumar@Example.com');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toEqual({ msg: 'Login Success!' });
    // The session's cookie; the login also sets the known-device cookie (login-device.test.ts).
    const sessionSetCookie = (res: typeof byEmail) =>
      [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('sid=')) ?? '';
    const setCookie = sessionSetCookie(byEmail);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Expires=/i); // a browser-session cookie without Remember Me
    const res = await balance(sessionCookieFrom(byEmail.headers['set-cookie']));
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toMatchObject({ withdrawable_amount: 12.345, deposit_amount: 0.5 });

    const byUserName = await login('ravi.kumar', true);
    expect(byUserName.statusCode).toBe(200);
    const remembered = sessionSetCookie(byUserName);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(remembered)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(29 * 86_400_000);
    // A new token at every login.
    expect(sessionCookieFrom(byUserName.headers['set-cookie'])).not.toBe(
      sessionCookieFrom(byEmail.headers['set-cookie']),
    );
  });

  it("refuses a wrong password or unknown account with 'Invalid details'", async () => {
    await buildMember(t.database.db, { userName: 'asha', email: 'asha@example.com', passwordHash });
    for (const res of [await login('asha', false, 'wrong-password'), await login('nobody@x.in')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error_msg: 'Invalid details' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('accepts the sealed payload form and refuses a tampered one', async () => {
    await buildMember(t.database.db, {
      userName: 'meena',
      email: 'meena@example.com',
      passwordHash,
    });
    const cipher = new PayloadCipher(t.config.PAYLOAD_KEY);
    const sealed = cipher.encrypt({
      email_userName: 'meena',
      password: 'secret-pass-1',
      loginRemember_state: false,
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/userRoute/login',
      payload: { obj: sealed },
    });
    expect(ok.statusCode).toBe(200);
    const tampered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/userRoute/login',
      payload: { obj: tampered },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error_msg: 'Invalid encrypted payload' });
  });

  it('keeps sessions when the payload key changes: it seals payloads, nothing else', async () => {
    await buildMember(t.database.db, { userName: 'ravi', email: 'ravi@example.com', passwordHash });
    const cookie = sessionCookieFrom((await login('ravi')).headers['set-cookie']);
    const payloadKey = newDevelopmentPayloadKey();
    const restarted = await restartedApp({
      ...t,
      config: { ...t.config, PAYLOAD_KEY: payloadKey },
    });
    try {
      const res = await restarted.inject({
        method: 'GET',
        url: '/userAmount/userBalanceData_get',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      // The new key is the one pages hand out and the one the server opens payloads with.
      const page = await restarted.inject({ method: 'GET', url: '/' });
      expect(page.body).toContain(payloadKey);
      const sealed = new PayloadCipher(payloadKey).encrypt({
        email_userName: 'ravi',
        password: 'secret-pass-1',
        loginRemember_state: false,
      });
      const login = await restarted.inject({
        method: 'POST',
        url: '/userRoute/login',
        payload: { obj: sealed },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('ends the session at logout, and reports expired sessions and banned members', async () => {
    const member = await buildMember(t.database.db, {
      userName: 'kiran',
      email: 'kiran@example.com',
      passwordHash,
    });
    const cookie = sessionCookieFrom((await login('kiran')).headers['set-cookie']);
    const check = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/checkLogin_for_navBar', headers: { cookie } })
      ).json();
    expect(await check()).toEqual({ msg: { isLogin: true } });

    // Each change below is made as its command makes it, then told to the processes' session
    // copies as that command tells them (endMemberSockets: member.sessions_ended).
    const told = () => endMemberSockets(t.database.db, member.id);
    await t.database.db.update(users).set({ status: 'banned' }).where(eq(users.id, member.id));
    await told();
    expect((await balance(cookie)).json()).toEqual({
      error_msg: 'jwtMiddleware_user_not_found_error',
    });
    await t.database.db
      .update(users)
      .set({ status: 'active', deletedAt: new Date() })
      .where(eq(users.id, member.id));
    await told();
    expect((await balance(cookie)).json()).toEqual({
      error_msg: 'jwtMiddleware_user_not_found_error',
    });
    await t.database.db.update(users).set({ deletedAt: null }).where(eq(users.id, member.id));

    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, member.id));
    await told();
    expect((await balance(cookie)).json()).toEqual({ error_msg: 'jwtMiddleware_error' });

    const fresh = sessionCookieFrom((await login('kiran')).headers['set-cookie']);
    const out = await t.app.inject({
      method: 'POST',
      url: '/userRoute/logout',
      headers: { cookie: fresh },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect((await balance(fresh)).json()).toEqual({ error_msg: 'jwtMiddleware_error' });
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/userRoute/login',
      headers: { origin: 'https://evil.example' },
      payload: { obj: { email_userName: 'x', password: 'y', loginRemember_state: false } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error_msg: 'Cross-site request refused' });
  });
});
