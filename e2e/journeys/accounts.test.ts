import { createDecipheriv } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { AUTH_TEXTS_HI } from '@kamao/contract/auth-texts.hi';
import { describe, expect, test } from 'vitest';
import {
  DEMO_MEMBER,
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  seen,
  seenFieldProblem,
  useBrowser,
} from '../support/browser.ts';
import { linkInMail, setGoogleIdentity, waitForMail } from '../support/fakes-client.ts';
import { newMember, signUp, type NewMember } from '../support/members.ts';

const browser = useBrowser();
const SHOTS_DIR = '/tmp/shots';
// Refusals the journeys provoke on purpose (wrong password, already registered, rate limit).
const REFUSALS = [/status of 4\d\d/];

function uniqueId() {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A member of this run only (support/members.ts), e-mail acc-<tag>-<id>@example.com. */
const accountsMember = (tag: string) => newMember('acc', tag);

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.swal2-toast').filter({ hasText: text });

/** A full-page picture in /tmp/shots/accounts-<name>.png, after the page transition. */
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.waitForTimeout(600);
  await page.screenshot({
    path: `${SHOTS_DIR}/accounts-${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

/** The object inside a sealed `obj` (v1.<iv>.<ciphertext+tag>, AES-256-GCM, the page's key). */
async function openSealed(page: Page, obj: unknown): Promise<unknown> {
  if (typeof obj !== 'string') return obj;
  const config = JSON.parse(
    (await page.locator('meta[name="app-config"]').getAttribute('content')) ?? '{}',
  ) as { payloadKey: string };
  const [, iv = '', sealed = ''] = obj.split('.');
  const data = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(config.payloadKey, 'base64url'),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([
    decipher.update(data.subarray(0, data.length - 16)),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8')) as unknown;
}

async function fillSignup(page: Page, member: NewMember) {
  await page.getByLabel('Name', { exact: true }).fill(member.name);
  await page.getByLabel('Mobile Number').fill(member.mobile);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Re-enter Password', { exact: true }).fill(member.password);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
}

async function fillLogin(page: Page, identifier: string, password: string, remember = false) {
  await page.getByLabel('Email or Username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByRole('checkbox', { name: 'Remember Me' }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function sessionCookie(context: BrowserContext) {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === 'sid' || cookie.name === '__Host-sid');
}

describe('signup', () => {
  test('through a referral link: lands on /login with the toast; the referrer is named', async () => {
    const { page } = await browser.open({ width: PHONE_WIDTH });
    const member = accountsMember('ref');
    await page.goto('/signup/ref/demo');
    await seen(page.getByRole('heading', { name: 'Sign Up' }));
    await seen(page.getByText('Invited by'));
    await seen(page.getByText('demo', { exact: true }));
    await shot(page, 'signup-ref-390');
    await fillSignup(page, member);
    const sent = page.waitForRequest((request) => request.url().includes('/userRoute/signUp'));
    const answered = page.waitForResponse((r) => r.url().includes('/userRoute/signUp'));
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    // The referrer's userName travels as refer_by (docs/product/accounts.md#calls-and-fields),
    // sealed.
    const body = (await sent).postDataJSON() as { obj: unknown };
    const payload = await openSealed(page, body.obj);
    expect(payload).toMatchObject({ email_address: member.email, refer_by: 'demo' });
    await seen(toast(page, 'user registered successfully!'));
    await page.waitForURL('**/login');

    // The referrer finds the new member in the referrals table of Refer & Earn.
    const { user } = (await (await answered).json()) as { user: { userName: string } };
    const referrer = await browser.open({ width: PHONE_WIDTH, loginAs: DEMO_MEMBER });
    await referrer.page.goto('/member/refer-and-earn');
    await seen(referrer.page.getByText(user.userName, { exact: true }).first());
  });

  test('validation texts and Already Registered', async () => {
    const { page } = await browser.open({ width: PHONE_WIDTH, allowErrors: REFUSALS });
    await page.goto('/signup');
    await seen(page.getByRole('heading', { name: 'Sign Up' }));
    await page.getByLabel('Name', { exact: true }).fill('Someone');
    await page.getByLabel('Mobile Number').fill('12345');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Re-enter Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await seen(page.getByText('Please enter a valid 10-digit Indian mobile number'));
    await seen(page.getByText('Please enter a valid email address.'));
    await seen(page.getByText('Password must be at least 8 characters long.'));
    await seenFieldProblem(page, 'You have to check I agree checkbox for registration.');
    await shot(page, 'signup-errors-390');

    // Passwords that differ (docs/product/accounts.md#signup).
    const member = accountsMember('dup');
    await fillSignup(page, member);
    await page.getByLabel('Re-enter Password', { exact: true }).fill('Another-Password-1');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await seen(toast(page, 'Password & confirm password do not match.'));

    // The demo member's e-mail: Already Registered, then /login.
    await fillSignup(page, { ...member, email: DEMO_MEMBER.email });
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await seen(toast(page, 'User Already Registered Please Login'));
    await page.waitForURL('**/login');
  });

  test('a browser that already has an account may not sign up another one', async () => {
    const { page } = await browser.open({ width: PHONE_WIDTH });
    await page.goto('/signup');
    await page.evaluate(`localStorage.setItem('user', 'first.account@example.com')`);
    await fillSignup(page, accountsMember('second'));
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await seen(toast(page, 'Multiple accounts from the same IP address are not allowed.'));
    expect(new URL(page.url()).pathname).toBe('/signup');
  });

  test.each([PHONE_WIDTH, DESKTOP_WIDTH])(
    'a member refused at sign-up reads why: the device has its accounts (%i px)',
    async (width) => {
      // A browser of its own: its device id is its own, whatever other journeys signed up.
      const { page, context, screenshot } = await browser.open({ width, allowErrors: REFUSALS });
      await page.goto('/signup');
      await seen(page.getByRole('heading', { name: 'Sign Up' }));
      // The accounts a device is allowed (2, the operator's default), made from this browser.
      await signUp(context.request, accountsMember('device1'));
      await signUp(context.request, accountsMember('device2'));

      const third = accountsMember('device3');
      await fillSignup(page, third);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await seen(toast(page, AUTH_TEXTS.deviceAccountLimit));
      expect(new URL(page.url()).pathname).toBe('/signup');
      await screenshot(`signup-device-limit-${width}`);

      if (width !== PHONE_WIDTH) return;
      // In Hindi the member reads it in Hindi.
      await page
        .locator('footer')
        .getByRole('group', { name: 'Language' })
        .getByRole('button', { name: 'हिन्दी' })
        .click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
      await page.locator('form button[type="submit"]').click();
      await seen(toast(page, AUTH_TEXTS_HI.deviceAccountLimit));
      // The footer's buttons scrolled the page: the picture shows it from the top, as the toast.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(`signup-device-limit-hi-${width}`);
    },
  );

  test.each([PHONE_WIDTH, DESKTOP_WIDTH])('the signup page at %i px', async (width) => {
    const { page } = await browser.open({ width });
    await page.goto('/signup');
    await seen(page.getByRole('heading', { name: 'Sign Up' }));
    await seen(page.getByRole('button', { name: 'Sign Up With Google' }));
    await shot(page, `signup-${width}`);
  });
});

describe('login and logout', () => {
  // Every login counts against the server's per-address limit (20 in 10 minutes) that all
  // journey files share: this one test covers the wrong password, /login while logged in and
  // LogOut with two logins.
  test('Invalid details; You Already Logged In; LogOut asks first and ends the session', async () => {
    // Desktop width: the member menu with LogOut is on screen.
    const { page, context } = await browser.open({
      width: DESKTOP_WIDTH,
      allowErrors: REFUSALS,
    });
    const member = accountsMember('wrong');
    await page.goto('/login');
    await signUp(page.context().request, member);
    await fillLogin(page, member.email, 'not-the-password');
    await seen(toast(page, 'Invalid details'));
    expect(new URL(page.url()).pathname).toBe('/login');

    await fillLogin(page, member.email, member.password);
    await page.waitForURL('**/member/dashboard');
    await page.goto('/login');
    await seen(toast(page, 'You Already Logged In'));
    await page.waitForURL('**/member/dashboard');
    await page.goto('/signup/ref/demo');
    await page.waitForURL('**/member/dashboard');

    await page.getByRole('button', { name: 'LogOut' }).first().click();
    await seen(page.getByText('Are you sure you want to log out?'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await seen(toast(page, 'LogOut success!'));
    await page.waitForURL('**/login');
    expect(await sessionCookie(context)).toBeUndefined();
    await page.goto('/member/dashboard');
    await page.waitForURL('**/login');
  });

  test('before its JavaScript runs /login is painted, and what the visitor types there is carried into the app', async () => {
    const { page, context } = await browser.open({ width: PHONE_WIDTH, noServiceWorker: true });
    // The app's code is held back until the visitor has typed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not 'load': that waits for the held script.
    await page.goto('/login', { waitUntil: 'commit' });
    const painted = page.locator('#first-paint');
    await seen(painted.getByRole('heading', { name: 'Login' }));
    const loginButton = page.getByRole('button', { name: 'Login', exact: true });
    expect(await loginButton.isDisabled()).toBe(true);
    await painted.getByLabel('Email or Username').fill(DEMO_MEMBER.email);
    await painted.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
    await painted.getByRole('checkbox', { name: 'Remember Me' }).check();
    // A painted form is never sent, whatever asks it to be: no password ever goes into a URL.
    const loginPage = page.url();
    await painted.getByLabel('Password', { exact: true }).press('Enter');
    await painted
      .locator('form')
      .first()
      .evaluate((form: HTMLFormElement) => form.requestSubmit());

    release();
    await painted.waitFor({ state: 'detached' });
    expect(page.url()).toBe(loginPage);
    expect(await page.getByLabel('Email or Username').inputValue()).toBe(DEMO_MEMBER.email);
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.inputValue()).toBe(DEMO_MEMBER.password);
    expect(await password.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Remember Me' }).isChecked()).toBe(true);
    await loginButton.click();
    await page.waitForURL('**/member/dashboard');
    // Remember Me reached the login: the session cookie outlives the browser session.
    expect((await sessionCookie(context))?.expires).toBeGreaterThan(Date.now() / 1000);
  });

  test('account switching is refused in a browser that remembers another account', async () => {
    const { page } = await browser.open({ width: PHONE_WIDTH });
    await page.goto('/login');
    await page.evaluate(`localStorage.setItem('user', 'someone.else@example.com')`);
    await fillLogin(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await seen(
      toast(page, 'Account switching is restricted. Please log in with someone.else@example.com.'),
    );
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test.each([PHONE_WIDTH, DESKTOP_WIDTH])(
    'the login page and its dialog at %i px',
    async (width) => {
      const { page } = await browser.open({ width });
      await page.goto('/login');
      await seen(page.getByRole('heading', { name: 'Login' }));
      await seen(page.getByRole('button', { name: 'Login With Google' }));
      await shot(page, `login-${width}`);
      await page.getByRole('button', { name: 'I Forgot My Password' }).click();
      await seen(page.getByRole('dialog', { name: 'Forgot Password' }));
      await shot(page, `login-forgot-${width}`);
    },
  );
});

describe('forgot password', () => {
  // One member for Remember Me and the reset: every login counts against the server's
  // per-address limit (20 in 10 minutes) that all journey files share.
  test('log in without and with Remember Me; the mailed link sets a new password and ends both sessions', async () => {
    const setup = await browser.open({ width: DESKTOP_WIDTH });
    const member = accountsMember('reset');
    await signUp(setup.context.request, member);

    const plain = await browser.open({
      width: PHONE_WIDTH,
      // These sessions are revoked by the reset: their member calls answer 401.
      allowErrors: [/status of 401/],
    });
    await plain.page.goto('/login');
    await fillLogin(plain.page, member.email, member.password);
    await seen(toast(plain.page, 'Login Success!'));
    await plain.page.waitForURL('**/member/dashboard');
    const session = await sessionCookie(plain.context);
    expect(session?.httpOnly).toBe(true);
    expect(session?.expires).toBe(-1);
    // The browser remembers the account (`user`, docs/product/common.md#browser-storage).
    expect(await plain.page.evaluate("localStorage.getItem('user')")).toBe(member.email);

    const remembered = await browser.open({
      width: DESKTOP_WIDTH,
      // These sessions are revoked by the reset: their member calls answer 401.
      allowErrors: [/status of 401/],
    });
    await remembered.page.goto('/login');
    await fillLogin(remembered.page, member.email, member.password, true);
    await remembered.page.waitForURL('**/member/dashboard');
    const persistent = await sessionCookie(remembered.context);
    expect(persistent?.expires).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);

    const { page } = await browser.open({ width: PHONE_WIDTH, allowErrors: REFUSALS });
    await page.goto('/login');
    await page.getByRole('button', { name: 'I Forgot My Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    await seen(dialog);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await seen(dialog.getByText('Email is required!'));
    const since = Date.now();
    await dialog.getByLabel('Email').fill(member.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await seen(toast(page, 'Password reset link sent successfully.'));
    const mail = await waitForMail(member.email, since);
    const link = linkInMail(mail, '/password-reset-form/');

    // Asking again at once: the server's wait, counted down.
    await page.getByRole('button', { name: 'I Forgot My Password' }).click();
    await dialog.getByLabel('Email').fill(member.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    const wait = dialog.getByRole('alert');
    await seen(wait.getByText(/Try again after/));
    const first = await wait.textContent();
    await expect.poll(() => wait.textContent(), { timeout: 5000 }).not.toBe(first);
    await shot(page, 'forgot-wait-390');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const newPassword = 'Peacock-Feather-88';
    await page.goto(new URL(link).pathname);
    await seen(page.getByRole('heading', { name: 'Reset Password' }));
    await seen(page.getByLabel('New Password', { exact: true }));
    await shot(page, 'reset-390');
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill('Different-Password-1');
    await page.getByRole('button', { name: /reset|save|change/i }).click();
    await seen(
      page
        .getByText('Passwords do not match. Please enter the same password in both fields.')
        .first(),
    );
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: /reset|save|change/i }).click();
    await page.waitForURL('**/login');

    await fillLogin(page, member.email, newPassword);
    await seen(toast(page, 'Login Success!'));
    await page.waitForURL('**/member/dashboard');

    // The sessions from before the reset are gone.
    await plain.page.goto('/member/profile');
    await plain.page.waitForURL('**/login');
    await remembered.page.goto('/member/profile');
    await remembered.page.waitForURL('**/login');

    // The link is single-use (a visitor's browser: a member on /login would be sent on).
    const visitor = await browser.open({ width: PHONE_WIDTH, allowErrors: REFUSALS });
    await visitor.page.goto(new URL(link).pathname);
    await seen(toast(visitor.page, 'Token Verification Failed!'));
    await visitor.page.waitForURL('**/login');
  });

  test('the reset page at desktop width', async () => {
    const setup = await browser.open({ width: DESKTOP_WIDTH });
    const member = accountsMember('resetwide');
    await signUp(setup.context.request, member);
    const since = Date.now();
    const sent = await setup.context.request.post('/userRoute/userLoginforgot_password_send_mail', {
      data: { obj: { email: member.email } },
    });
    expect(sent.status(), await sent.text()).toBeLessThan(300);
    const link = linkInMail(await waitForMail(member.email, since), '/password-reset-form/');
    await setup.page.goto(new URL(link).pathname);
    await seen(setup.page.getByLabel('New Password', { exact: true }));
    await shot(setup.page, 'reset-1280');
  });
});

/** The server lands on /member/dashboard?signin=google; the page then drops the query. */
const onDashboard = (url: URL) => url.pathname === '/member/dashboard';

describe('Google sign-in', () => {
  test('Sign Up With Google against the local OpenID Connect provider creates the account; Login With Google comes back to it', async () => {
    // Desktop width: the member menu (with LogOut) is on screen, not in a drawer.
    const { page } = await browser.open({ width: DESKTOP_WIDTH });
    const id = uniqueId();
    const email = `google-${id}@example.com`;
    await setGoogleIdentity({ sub: `g-${id}`, email, name: 'Google Member' });
    await page.goto('/signup/ref/demo');
    // The terms checkbox comes first (docs/product/accounts.md#signup).
    await page.getByRole('button', { name: 'Sign Up With Google' }).click();
    await seen(toast(page, 'You have to check I agree checkbox for registration.'));
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Sign Up With Google' }).click();
    await page.waitForURL(onDashboard, { timeout: 20_000, waitUntil: 'commit' });
    // Signed in: the member menu is there and the page stays on the dashboard.
    await seen(page.getByRole('button', { name: 'LogOut' }));
    expect(new URL(page.url()).pathname).toBe('/member/dashboard');
    expect(await sessionCookie(page.context())).toBeDefined();

    // Another browser: Login With Google finds the account.
    const other = await browser.open({ width: DESKTOP_WIDTH });
    await other.page.goto('/login');
    await other.page.getByRole('button', { name: 'Login With Google' }).click();
    await other.page.waitForURL(onDashboard, { timeout: 20_000, waitUntil: 'commit' });
    await seen(other.page.getByRole('button', { name: 'LogOut' }));
  });

  // Waits for app/: GoogleSignInNotice (features/auth/google-sign-in.tsx) is not mounted on the
  // member pages yet, so ?signin=google gives no 'success!' toast and no stored `user`.
  test("after Google sign-in: the 'success!' toast and the browser remembers the account", async () => {
    const { page } = await browser.open({ width: PHONE_WIDTH });
    const id = uniqueId();
    const email = `google-notice-${id}@example.com`;
    await setGoogleIdentity({ sub: `g-${id}`, email });
    await page.goto('/signup');
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Sign Up With Google' }).click();
    await page.waitForURL(onDashboard, { timeout: 20_000, waitUntil: 'commit' });
    await seen(toast(page, 'success!'));
    await expect.poll(() => page.evaluate("localStorage.getItem('user')")).toBe(email);
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });

  test('Login With Google for an unknown Google account says so on /login', async () => {
    const { page } = await browser.open({ width: PHONE_WIDTH, allowErrors: [/status of 4\d\d/] });
    const id = uniqueId();
    await setGoogleIdentity({ sub: `g-${id}`, email: `google-new-${id}@example.com` });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login With Google' }).click();
    await seen(toast(page, /Please sign up first/), 20_000);
    await page.waitForURL((url) => url.pathname === '/login' && !url.search);
  });
});
