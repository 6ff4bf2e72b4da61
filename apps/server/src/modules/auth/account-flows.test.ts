import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.ts';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha-verifier.ts';
import { linkIn, startMailCatcher } from '../../test/mail-catcher.ts';
import { buildTestApp, sessionCookieFrom, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { FREE_ATTEMPTS_PER_NETWORK } from './login-guard.ts';

// A stand-in verifier: the captcha itself is tested in integrations/captcha.
const humanOnly: CaptchaVerifier = { provider: 'altcha', verify: async (t) => t === 'human' };

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let address = 0;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await buildTestApp(
    { SMTP_URL: mail.url, SIGNUP_LIMIT_PER_ADDRESS_PER_DAY: '3' },
    { captcha: humanOnly },
  );
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

const nextAddress = () => `198.51.100.${(address += 1)}`;
type Json = Record<string, unknown>;

async function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: Json,
  cookie?: string,
  remoteAddress = nextAddress(),
) {
  const res = await t.app.inject({
    method,
    url,
    payload: body,
    headers: cookie ? { cookie } : {},
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json() as Json, cookie: res.headers['set-cookie'] };
}

const signup = (fields: Json, remoteAddress?: string) =>
  call(
    'POST',
    '/userRoute/signUp',
    {
      obj: {
        name: 'Priya Sharma',
        mobile_number: 9876543210,
        email_address: 'priya.sharma@example.com',
        password: 'mango-lassi-42',
        captcha_token: 'human',
        ...fields,
      },
    },
    undefined,
    remoteAddress,
  );

async function login(identifier: string, password: string, remember = false) {
  const res = await call('POST', '/userRoute/login', {
    obj: {
      email_userName: identifier,
      password,
      loginRemember_state: remember,
      captcha_token: 'human',
    },
  });
  return { ...res, session: res.cookie ? sessionCookieFrom(res.cookie) : '' };
}

describe(`signup and login on ${testEngine}`, () => {
  it('registers a member, derives the userName, and lets them log in by e-mail or userName', async () => {
    const res = await signup({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { userName: 'priyasharma' },
      msg: 'user registered successfully!',
    });
    expect((await login('priyasharma@example.com', 'mango-lassi-42')).status).toBe(200);
    expect((await login('priyasharma', 'mango-lassi-42')).status).toBe(200);
  });

  it("answers 'Already Registered' for the same e-mail in any case or with other dots", async () => {
    for (const email of ['Priya.Sharma@example.com', 'p.r.i.y.a.sharma@EXAMPLE.com']) {
      const res = await signup({ email_address: email });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error_msg: 'Already Registered' });
    }
  });

  it('registers exactly one of 20 simultaneous signups with one e-mail', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => signup({ email_address: 'race.same@example.com' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.body).toEqual({ error_msg: 'Already Registered' });
    }
  });

  it('keeps a mobile number written the Indian way as its 10 digits', async () => {
    const written = ['+91 98123 45678', '091-9812345678'];
    for (const [index, mobile] of written.entries()) {
      const email = `indian.way${index}@example.com`;
      expect((await signup({ mobile_number: mobile, email_address: email })).status).toBe(200);
      const [member] = await t.database.db
        .select({ mobile: users.mobileNumber })
        .from(users)
        .where(eq(users.email, email));
      expect(member?.mobile).toBe('9812345678');
    }
  });

  it('gives a second person with the same name at another domain their own userName', async () => {
    const res = await signup({ email_address: 'priyasharma@example.org' });
    expect(res.body).toMatchObject({ user: { userName: 'priyasharma1' } });
  });

  it('repeats the validations of the form with the spec texts', async () => {
    expect((await signup({ mobile_number: '98765' })).body).toEqual({
      error_msg: 'Please enter a valid 10-digit Indian mobile number',
    });
    expect((await signup({ email_address: 'x1@example.com', password: 'short' })).body).toEqual({
      error_msg: 'Password must be at least 8 characters long.',
    });
    expect(
      (await signup({ email_address: 'x2@example.com', password: 'password123' })).body,
    ).toEqual({
      error_msg: 'This password is too common. Please choose another one.',
    });
    expect(
      (await signup({ email_address: 'x3@example.com', captcha_token: 'robot' })).body,
    ).toEqual({
      error_msg: 'Please verify that you are a human!',
    });
    const loginWithoutCaptcha = await call('POST', '/userRoute/login', {
      obj: {
        email_userName: 'priyasharma',
        password: 'mango-lassi-42',
        loginRemember_state: false,
      },
    });
    expect(loginWithoutCaptcha.body).toEqual({ error_msg: 'Please verify that you are a human!' });
  });

  it('records the referrer of a referral signup', async () => {
    await signup({ email_address: 'referred.friend@example.com', refer_by: 'priyasharma' });
    const [referrer] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.userName, 'priyasharma'));
    const [friend] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.userName, 'referredfriend'));
    expect(friend?.referredBy).toBe(referrer?.id);
  });

  it('slows down 20 parallel guesses from one network instead of locking the account', async () => {
    await signup({ email_address: 'lock.me@example.com', name: 'Lock Me' });
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login('lockme', `wrong-guess-${i}`)),
    );
    const statuses = guesses.map((g) => g.status);
    // The free tries and the one that takes the first turn reach the password check.
    expect(statuses.filter((s) => s === 400)).toHaveLength(FREE_ATTEMPTS_PER_NETWORK + 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - FREE_ATTEMPTS_PER_NETWORK - 1);
    const waiting = await login('lockme', 'mango-lassi-42');
    expect(waiting.status).toBe(429);
    expect(waiting.body.time_left).toBeGreaterThan(0);

    // The right password from another network logs in at once.
    const elsewhere = await call(
      'POST',
      '/userRoute/login',
      { obj: { email_userName: 'lockme', password: 'mango-lassi-42', captcha_token: 'human' } },
      undefined,
      '192.0.2.10',
    );
    expect(elsewhere.status).toBe(200);
  });

  it('caps the signups of one address per day when configured', async () => {
    const from = '203.0.113.77';
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await signup({ email_address: `cap${i}@example.com` }, from)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe(`password reset on ${testEngine}`, () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    await signup({ email_address: 'reset.me@example.com' });
    const old = await login('resetme', 'mango-lassi-42', true);
    const sent = mail.mails.length;
    const ask = await call('POST', '/userRoute/userLoginforgot_password_send_mail', {
      obj: { email: 'Reset.Me@example.com' },
    });
    expect(ask.body).toEqual({ success: true, msg: 'Password reset link sent successfully.' });
    const link = linkIn(await mail.mailTo('reset.me@example.com', sent), '/password-reset-form/');
    const token = link.split('/password-reset-form/')[1]!;

    expect((await call('GET', `/userRoute/verify_reset_token?token=${token}`)).body).toMatchObject({
      success: true,
    });
    const again = await call('POST', '/userRoute/userLoginforgot_password_send_mail', {
      obj: { email: 'reset.me@example.com' },
    });
    expect(again.status).toBe(429);
    expect(again.body.time_left).toBeGreaterThan(9 * 60_000);
    expect(again.body.time_left).toBeLessThanOrEqual(10 * 60_000);

    const reset = await call('POST', '/userRoute/reset_password_form_post', {
      obj: { password: 'new-chai-time-7', token },
    });
    expect(reset.body).toMatchObject({ success: true });
    expect(
      (await call('GET', '/userAmount/userBalanceData_get', undefined, old.session)).body,
    ).toEqual({
      error_msg: 'jwtMiddleware_error',
    });
    expect((await login('resetme', 'mango-lassi-42')).body).toEqual({
      error_msg: 'Invalid details',
    });
    expect((await login('resetme', 'new-chai-time-7')).status).toBe(200);

    const reuse = await call('POST', '/userRoute/reset_password_form_post', {
      obj: { password: 'another-pass-99', token },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toMatchObject({
      success: false,
      error_msg: 'This password reset link is invalid or has expired.',
    });
    expect((await call('GET', `/userRoute/verify_reset_token?token=${token}`)).status).toBe(400);
  });

  it('answers an unknown address like a known one, and sends nothing', async () => {
    const sent = mail.mails.length;
    const res = await call('POST', '/userRoute/userLoginforgot_password_send_mail', {
      obj: { email: 'nobody.here@example.com' },
    });
    expect(res.body).toEqual({ success: true, msg: 'Password reset link sent successfully.' });
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.mails.length).toBe(sent);
  });
});

describe(`profile and settings on ${testEngine}`, () => {
  let session: string;
  beforeAll(async () => {
    await signup({ email_address: 'arjun.mehta@example.com', name: 'Arjun Mehta' });
    session = (await login('arjunmehta', 'mango-lassi-42')).session;
  });

  it('shows the profile with the operator’s methods and saves all eight fields', async () => {
    const before = await call('GET', '/userRoute/userProfileData_get', undefined, session);
    expect(before.body.msg).toMatchObject({
      name: 'Arjun Mehta',
      mobile_number: '9876543210',
      withdrawal_method: '',
    });
    const profile = {
      name: 'Arjun Mehta',
      address: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      zip_code: '411001',
      mobile_number: '9123456780',
      withdrawal_method: 'Carrier Pigeon',
      withdrawal_account_information: 'arjun@upi',
    };
    const bad = await call('PATCH', '/userRoute/userProfileData_patch', { obj: profile }, session);
    expect(bad.body).toEqual({ error_msg: 'Please choose a withdrawal method from the list.' });
    const { withdrawalMethods } = await import('../../db/schema/index.ts');
    await t.database.db
      .insert(withdrawalMethods)
      .values({ id: 'm-upi', name: 'UPI', minimumAmount: 50_000n });
    const ok = await call(
      'PATCH',
      '/userRoute/userProfileData_patch',
      { obj: { ...profile, withdrawal_method: 'UPI' } },
      session,
    );
    expect(ok.status).toBe(200);
    const after = await call('GET', '/userRoute/userProfileData_get', undefined, session);
    expect(after.body.msg).toMatchObject({ ...profile, withdrawal_method: 'UPI' });
    expect((after.body.msg as Json).other_data_withdrawalMethodArray).toEqual([
      {
        withdrawalMethod_name: 'UPI',
        withdrawalMethod_details: '',
        withdrawalMethod_minimumAmount: 50,
        withdrawalMethod_kind: 'other',
      },
    ]);
    const missing = await call(
      'PATCH',
      '/userRoute/userProfileData_patch',
      { obj: { ...profile, city: ' ' } },
      session,
    );
    expect(missing.status).toBe(400);
  });

  it('changes the password after checking the current one, ending the other sessions', async () => {
    const other = (await login('arjunmehta', 'mango-lassi-42')).session;
    const change = (currentPassword_state: string, newPassword_state: string) =>
      call(
        'PATCH',
        '/userRoute/userpassword_and_email_patch',
        { obj: { currentPassword_state, newPassword_state } },
        session,
      );
    expect((await change('wrong-password', 'fresh-pass-123')).body).toEqual({
      error_msg: 'Current password is incorrect.',
    });
    expect((await change('mango-lassi-42', 'mango-lassi-42')).body).toEqual({
      error_msg: 'New password must differ from the current password.',
    });
    expect((await change('mango-lassi-42', 'short')).body).toEqual({
      error_msg: 'Password must be at least 8 characters long.',
    });
    expect((await change('mango-lassi-42', 'fresh-pass-123')).status).toBe(200);
    expect(
      (await call('GET', '/userRoute/userpassword_and_email_get', undefined, session)).status,
    ).toBe(200);
    expect(
      (await call('GET', '/userRoute/userpassword_and_email_get', undefined, other)).body,
    ).toEqual({
      error_msg: 'jwtMiddleware_error',
    });
  });

  it('changes the e-mail only through the link mailed to the new address', async () => {
    const change = (email_address: string) =>
      call('PATCH', '/userRoute/userpassword_and_email_patch', { obj: { email_address } }, session);
    expect((await change('Arjun.Mehta@example.com')).body).toEqual({
      error_msg: 'The new email is already in use. Please choose a different email.',
    });
    expect((await change('priya.sharma@example.com')).body).toEqual({
      error_msg: 'The new email is already in use. Please choose a different email.',
    });
    const sent = mail.mails.length;
    expect((await change('arjun.new@example.com')).status).toBe(200);
    const pending = await change('arjun.other@example.com');
    expect(pending.status).toBe(429);
    expect(pending.body.error_msg).toBe('Already Email update reset registered');
    expect(pending.body.time_left).toBeGreaterThan(0);

    // The dashboard, which shows the address, is answered now and kept (decision 14).
    const dashboardEmail = async () =>
      (
        (await call('GET', '/userRoute/userDataGet_dashboard', undefined, session)).body as {
          msg: { userEmail: string };
        }
      ).msg.userEmail;
    const before = await dashboardEmail();
    expect(before).not.toBe('arjun.new@example.com');

    const link = linkIn(await mail.mailTo('arjun.new@example.com', sent), '/email-verification/');
    const [token, email] = link.split('/email-verification/')[1]!.split('/');
    const wrongEmail = await call(
      'GET',
      `/userRoute/verify_reset_email_token?token=${token}&email=someone%40example.com`,
    );
    expect(wrongEmail.status).toBe(400);
    const ok = await call(
      'GET',
      `/userRoute/verify_reset_email_token?token=${token}&email=${email}`,
    );
    expect(ok.body).toMatchObject({ success: true });
    // The link carries no session: its notice, not the copy's 10 s, brings the new address.
    await vi.waitFor(async () => expect(await dashboardEmail()).toBe('arjun.new@example.com'), {
      timeout: 3_000,
    });
    expect(
      (await call('GET', '/userRoute/userpassword_and_email_get', undefined, session)).body.msg,
    ).toMatchObject({
      email_address: 'arjun.new@example.com',
    });
    expect((await login('arjun.new@example.com', 'fresh-pass-123')).status).toBe(200);
    expect((await login('arjunmehta@example.com', 'fresh-pass-123')).body).toEqual({
      error_msg: 'Invalid details',
    });
  });

  it('keeps profile and settings behind the session', async () => {
    for (const url of ['/userRoute/userProfileData_get', '/userRoute/userpassword_and_email_get']) {
      expect((await call('GET', url)).body).toEqual({
        error_msg: 'jwtMiddleware_token_not_found_error',
      });
    }
  });
});
