import type { RunningServer } from '../e2e/support/server-process.ts';

/**
 * The sessions the measured requests carry, made through the real server's API before the
 * measurement (nothing reaches into its database, so the same code serves PGlite in memory and
 * PostgreSQL): the demo member, and MEMBERS members of the bench's own for the money write.
 */
const DEMO_LOGIN = { email_userName: 'demo@example.com', password: 'demo12345' };
const ADMIN_LOGIN = { email_userName: 'admin@example.com', password: 'admin12345' };
const MEMBER_PASSWORD = 'Saffron-Lotus-42';
/** Made by the demo admin for the run: ₹10 into withdrawable, 10,000 conversions of ₹0.001. */
const FUNDING_GIFT_CODE = { code: 'BENCH-FUNDING', amount: 10, wallet: 'withdrawable' } as const;
/** Sign-ups in flight at once: argon2 runs on the server's thread pool, beside its event loop. */
const SIGNUP_CONCURRENCY = 4;
/** The demo member's history on the withdraw page: this many ₹20 Paytm requests. */
const DEMO_WITHDRAWALS = 5;

/**
 * Environment the measured server needs for the sign-ups: they all come from 127.0.0.1, and
 * the per-address limits of login and sign-up (20 per 10 minutes and per hour) would stop the
 * 21st. Nothing measured goes through those routes.
 */
export const MEMBER_SIGNUP_ENV = {
  LOGIN_LIMIT_PER_ADDRESS_PER_10_MIN: '100000',
  SIGNUP_ATTEMPTS_PER_ADDRESS_PER_HOUR: '100000',
};

export async function call(
  server: RunningServer,
  method: string,
  path: string,
  body: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(cookie === undefined ? {} : { cookie }),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(
      `bench setup: ${method} ${path} answered ${response.status} ${await response.text()}`,
    );
  }
  return response;
}

/** Logs in through the API and returns the Cookie header the session cookies make. */
async function logIn(server: RunningServer, login: { email_userName: string; password: string }) {
  const response = await call(server, 'POST', '/userRoute/login', {
    obj: { ...login, loginRemember_state: false },
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (cookies.length === 0) throw new Error('bench setup: login set no cookie');
  return cookies.join('; ');
}

/** The demo operator's session. */
export async function adminSession(server: RunningServer): Promise<string> {
  return logIn(server, ADMIN_LOGIN);
}

/**
 * The demo member's session, after giving the member a withdrawal history (Paytm bound in the
 * profile, then DEMO_WITHDRAWALS pending ₹20 requests out of the seeded ₹100), so the history
 * call reads rows rather than an empty list.
 */
export async function demoMemberSession(server: RunningServer): Promise<string> {
  const cookie = await logIn(server, DEMO_LOGIN);
  await call(
    server,
    'PATCH',
    '/userRoute/userProfileData_patch',
    {
      obj: {
        name: 'Demo Member',
        address: '1 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        zip_code: '560001',
        mobile_number: '9876543210',
        withdrawal_method: 'Paytm',
        withdrawal_account_information: '9876543210',
      },
    },
    cookie,
  );
  for (let i = 0; i < DEMO_WITHDRAWALS; i += 1) {
    await call(
      server,
      'POST',
      '/userAmount/userWithdrawal_record_post',
      { obj: { balance: 20, type: 'Paytm' } },
      cookie,
      { 'idempotency-key': `bench-demo-withdrawal-${i}` },
    );
  }
  return cookie;
}

/** The login of the bench's ith member (signUpMembers). */
export function benchMemberLogin(i: number): { email_userName: string; password: string } {
  return { email_userName: `bench.member${i}@example.com`, password: MEMBER_PASSWORD };
}

/**
 * `count` members signed up and logged in through the API, each funded with a gift code the
 * demo admin makes for them (₹10 withdrawable); returns their Cookie headers.
 */
export async function signUpMembers(server: RunningServer, count: number): Promise<string[]> {
  const admin = await adminSession(server);
  await call(
    server,
    'POST',
    '/api/admin/gift-codes',
    { ...FUNDING_GIFT_CODE, maxClaims: count },
    admin,
  );
  const cookies: string[] = new Array<string>(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const login = benchMemberLogin(i);
      await call(server, 'POST', '/userRoute/signUp', {
        obj: {
          name: `Bench Member ${i}`,
          mobile_number: `8${String(i).padStart(9, '0')}`,
          email_address: login.email_userName,
          password: MEMBER_PASSWORD,
          captcha_token: 'x',
        },
      });
      const cookie = await logIn(server, login);
      await call(
        server,
        'PATCH',
        '/userIncomeRoute/user_giftCode_verify_and_patch',
        { giftCode_state: FUNDING_GIFT_CODE.code },
        cookie,
      );
      cookies[i] = cookie;
    }
  };
  await Promise.all(Array.from({ length: Math.min(SIGNUP_CONCURRENCY, count) }, worker));
  return cookies;
}
