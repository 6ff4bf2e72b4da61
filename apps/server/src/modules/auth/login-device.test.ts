import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDevices } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { buildMember } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { DEVICE_ATTEMPTS_BEFORE_LOCKOUT } from './login-device-store.ts';
import { FREE_ATTEMPTS_PER_NETWORK } from './login-guard.ts';
import { ACCOUNT_LOCKED } from './login.ts';

const PASSWORD = 'tulsi-chai-2024';
let t: TestApp;
let passwordHash: string;

beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

let addressCounter = 0;
const nextAddress = () => `203.0.113.${(addressCounter = (addressCounter % 250) + 1)}`;

/** A member of this test only, with a password. */
async function member() {
  return buildMember(t.database.db, { passwordHash });
}

/** One login call as a browser holding `deviceCookie` (a `name=value` pair), if any. */
async function login(
  userName: string,
  password: string,
  deviceCookie?: string,
  remoteAddress = nextAddress(),
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/userRoute/login',
    remoteAddress,
    headers: deviceCookie ? { cookie: deviceCookie } : {},
    payload: { obj: { email_userName: userName, password, loginRemember_state: false } },
  });
  const setCookies = [res.headers['set-cookie'] ?? []].flat();
  const device = setCookies.find((c) => /^(__Host-)?device=/.test(c));
  return {
    status: res.statusCode,
    body: res.json() as Record<string, unknown>,
    /** The device cookie this answer set, as the browser sends it back. */
    deviceCookie: device?.split(';')[0],
    deviceSetCookie: device,
  };
}

/** A browser that has logged in to the member's account once: its device cookie. */
async function knownDeviceOf(userName: string): Promise<string> {
  const first = await login(userName, PASSWORD);
  expect(first.status).toBe(200);
  return first.deviceCookie!;
}

/** A stranger's wrong passwords, each from a network of its own, all past the password check. */
async function guessAsStranger(userName: string, guesses: number) {
  for (let i = 0; i < guesses; i += 1) {
    const guess = await login(userName, `stranger-guess-${i}`, undefined, `198.18.${i}.1`);
    expect(guess).toMatchObject({ status: 400, body: { error_msg: AUTH_TEXTS.invalidDetails } });
  }
}

describe(`known login devices on ${testEngine}`, () => {
  it('makes the browser of a successful login a known device, by a long-lived httpOnly cookie', async () => {
    const { id, userName } = await member();
    const first = await login(userName, PASSWORD);
    expect(first.status).toBe(200);
    const cookie = first.deviceSetCookie!;
    expect(cookie).toMatch(/^device=[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(364 * 24 * 60 * 60 * 1000);

    // The same browser logging in again stays the same device; another browser is a second.
    const devicesOf = () =>
      t.database.db.select().from(loginDevices).where(eq(loginDevices.userId, id));
    expect((await login(userName, PASSWORD, first.deviceCookie)).status).toBe(200);
    expect(await devicesOf()).toHaveLength(1);
    expect((await login(userName, PASSWORD)).status).toBe(200);
    expect(await devicesOf()).toHaveLength(2);
  });

  it("does not stop the owner's known device while a stranger guesses", async () => {
    const { userName } = await member();
    const ownerDevice = await knownDeviceOf(userName);
    await guessAsStranger(userName, 8);

    expect((await login(userName, PASSWORD, ownerDevice)).status).toBe(200);
    // The owner's own typo counts against the device, not as a locked account.
    expect(await login(userName, 'owner-typo', ownerDevice)).toMatchObject({
      status: 400,
      body: { error_msg: AUTH_TEXTS.invalidDetails },
    });
  });

  it('locks only the device that failed, for 15 minutes', async () => {
    const { id, userName } = await member();
    const guessingDevice = await knownDeviceOf(userName);
    const otherDevice = await knownDeviceOf(userName);
    for (let i = 0; i < DEVICE_ATTEMPTS_BEFORE_LOCKOUT; i += 1) {
      expect((await login(userName, `wrong-${i}`, guessingDevice)).status).toBe(400);
    }
    expect(await login(userName, PASSWORD, guessingDevice)).toMatchObject({
      status: 429,
      body: { error_msg: ACCOUNT_LOCKED },
    });

    // The account and the member's other browsers are untouched.
    expect((await login(userName, PASSWORD, otherDevice)).status).toBe(200);
    expect((await login(userName, PASSWORD)).status).toBe(200);

    // When the device's lock has run out, it logs in again.
    await t.database.db
      .update(loginDevices)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(loginDevices.userId, id), isNotNull(loginDevices.lockedUntil)));
    expect((await login(userName, PASSWORD, guessingDevice)).status).toBe(200);
  });

  it('lets exactly 5 of 20 parallel wrong guesses from one known device reach the password check', async () => {
    const { userName } = await member();
    const device = await knownDeviceOf(userName);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(userName, `parallel-${i}`, device)),
    );
    const statuses = guesses.map((guess) => guess.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(DEVICE_ATTEMPTS_BEFORE_LOCKOUT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - DEVICE_ATTEMPTS_BEFORE_LOCKOUT);
    expect((await login(userName, PASSWORD, device)).status).toBe(429);
    expect((await login(userName, PASSWORD)).status).toBe(200);
  });

  it("counts a forged cookie, or another member's device, like no cookie at all", async () => {
    const owner = await member();
    const other = await member();
    const othersDevice = await knownDeviceOf(other.userName);
    const ownDevice = await knownDeviceOf(owner.userName);
    const [name, value] = ownDevice.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;

    // Slowed down like any unknown browser once its network used up its free tries and took
    // its first turn.
    for (let i = 0; i <= FREE_ATTEMPTS_PER_NETWORK; i += 1) {
      const cookie = i % 2 === 0 ? forged : othersDevice;
      expect((await login(owner.userName, `guess-${i}`, cookie)).status).toBe(400);
    }
    expect((await login(owner.userName, PASSWORD, forged)).status).toBe(429);
    expect((await login(owner.userName, PASSWORD, othersDevice)).status).toBe(429);
    expect((await login(owner.userName, PASSWORD, ownDevice)).status).toBe(200);
  });
});

describe('the device cookie behind HTTPS', () => {
  it('is Secure and __Host- prefixed, like the session cookie', async () => {
    const secure = await buildTestApp({ PUBLIC_ORIGIN: 'https://kamao.example' });
    try {
      const { userName } = await buildMember(secure.database.db, { passwordHash });
      const res = await secure.app.inject({
        method: 'POST',
        url: '/userRoute/login',
        payload: {
          obj: { email_userName: userName, password: PASSWORD, loginRemember_state: true },
        },
      });
      expect(res.statusCode).toBe(200);
      const device = [res.headers['set-cookie'] ?? []].flat().find((c) => c.includes('device='));
      expect(device).toMatch(/^__Host-device=.+; Path=\/; .*HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await secure.close();
    }
  });
});
