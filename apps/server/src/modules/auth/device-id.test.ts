import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@kamao/contract/api-routes';
import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { DEVICE_ID_HEADER } from '@kamao/contract/device-id';
import { loginDevices, riskSignals, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { buildMember } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { sealLoginDevice } from './login-device-cookie.ts';
import { DEVICE_ATTEMPTS_BEFORE_LOCKOUT } from './login-device-store.ts';
import { ACCOUNT_LOCKED } from './login.ts';

const PASSWORD = 'Jamun-Monsoon-73';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

let browsers = 0;

/**
 * A browser as the web app runs in it: a cookie jar, and the storage where the app keeps its copy
 * of the device id, sent with every call (empty when it has none) and updated from the answers.
 */
function browser() {
  browsers += 1;
  const address = `100.64.${browsers}.9`;
  const jar = new Map<string, string>();
  let stored = '';
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await t.app.inject({
      method,
      url,
      payload,
      remoteAddress: address,
      headers: { [DEVICE_ID_HEADER]: stored, ...(cookie ? { cookie } : {}) },
    });
    for (const line of [res.headers['set-cookie'] ?? []].flat()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const copy = res.headers[DEVICE_ID_HEADER.toLowerCase()];
    if (typeof copy === 'string') stored = copy;
    return {
      status: res.statusCode,
      body: res.body ? res.json() : undefined,
      headers: res.headers,
    };
  };
  return {
    call,
    jar,
    stored: () => stored,
    store: (value: string) => (stored = value),
    signUp: (name: string) =>
      call('POST', apiRoutes.signUp.path, {
        obj: {
          name,
          mobile_number: `9${String(browsers).padStart(3, '0')}${String(name.length).padStart(6, '0')}`,
          email_address: `${name}@example.com`,
          password: PASSWORD,
          captcha_token: 'x',
        },
      }),
    logIn: (name: string, password = PASSWORD) =>
      call('POST', apiRoutes.login.path, {
        obj: { email_userName: `${name}@example.com`, password, loginRemember_state: false },
      }),
    logOut: () => call('POST', apiRoutes.logout.path),
  };
}

const userNamed = async (name: string) =>
  (
    await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, `${name}@example.com`))
  )[0];

/** The device ids the risk signals hold for a member. */
async function devicesNotedFor(name: string): Promise<string[]> {
  const user = await userNamed(name);
  const rows = await t.database.db
    .select({ value: riskSignals.value })
    .from(riskSignals)
    .where(and(eq(riskSignals.userId, user!.id), eq(riskSignals.kind, 'device')));
  return [...new Set(rows.map((row) => row.value))];
}

describe(`one device id per browser on ${testEngine}`, () => {
  it('gives a browser its device id on the first page, in a signed httpOnly cookie', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(first.statusCode).toBe(200);
    const cookie = [first.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('device='));
    expect(cookie).toMatch(
      /^device=[\w-]+\.[\w-]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
    );
    expect(first.headers['cache-control']).toBe('no-store');

    // The next page of that browser costs nothing more: no new id, no cookie.
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', cookie: cookie!.split(';')[0]! },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('hands the web app its copy once, then answers nothing more while copy and cookie agree', async () => {
    const phone = browser();
    await phone.signUp('copyholder');
    const copy = phone.stored();
    expect(copy).toBe(phone.jar.get('device'));
    const check = await phone.call('GET', apiRoutes.checkLoginForNavBar.path);
    expect(check.status).toBe(200);
    expect(check.headers[DEVICE_ID_HEADER.toLowerCase()]).toBeUndefined();
    expect(check.headers['set-cookie']).toBeUndefined();

    // A browser with the cookie but no copy (the web app's storage was cleared) gets it back.
    phone.store('');
    const synced = await phone.call('GET', apiRoutes.checkLoginForNavBar.path);
    expect(synced.headers[DEVICE_ID_HEADER.toLowerCase()]).toBe(copy);
    expect(synced.headers['cache-control']).toBe('no-store');
  });

  it('refuses a third account from one browser however its sign-ups and logins alternate', async () => {
    const phone = browser();
    expect((await phone.signUp('alternate-a')).status).toBe(200);
    expect((await phone.logIn('alternate-a')).status).toBe(200);
    expect((await phone.logOut()).status).toBe(200);
    expect((await phone.signUp('alternate-b')).status).toBe(200);
    expect((await phone.logIn('alternate-a')).status).toBe(200);

    const third = await phone.signUp('alternate-c');
    expect(third).toMatchObject({
      status: 400,
      body: { error_msg: AUTH_TEXTS.deviceAccountLimit },
    });
    expect(await userNamed('alternate-c')).toBeUndefined();
    // Both accounts and every login of them saw the one device.
    const [device] = await devicesNotedFor('alternate-a');
    expect(await devicesNotedFor('alternate-a')).toEqual([device]);
    expect(await devicesNotedFor('alternate-b')).toEqual([device]);
  });

  it('stays the same device when its cookies were cleared but the web app kept its copy', async () => {
    const phone = browser();
    expect((await phone.signUp('cleared-a')).status).toBe(200);
    expect((await phone.signUp('cleared-b')).status).toBe(200);
    const copy = phone.stored();

    phone.jar.clear();
    const third = await phone.signUp('cleared-c');
    expect(third).toMatchObject({
      status: 400,
      body: { error_msg: AUTH_TEXTS.deviceAccountLimit },
    });
    expect(await userNamed('cleared-c')).toBeUndefined();
    // The answer put the cookie back as it was.
    expect(phone.jar.get('device')).toBe(copy);
  });

  it('ignores a forged or unsigned copy: the browser is a new device', async () => {
    const phone = browser();
    expect((await phone.signUp('forged-a')).status).toBe(200);
    expect((await phone.signUp('forged-b')).status).toBe(200);
    const copy = phone.stored();
    const [body, mac] = copy.split('.') as [string, string];
    const forgedMac = `${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;

    for (const [name, forged] of [
      ['forged-c', `${body}.${forgedMac}`],
      ['forged-d', JSON.parse(Buffer.from(body, 'base64url').toString()).v as string],
    ] as const) {
      phone.jar.clear();
      phone.store(forged);
      expect((await phone.signUp(name)).status).toBe(200);
      expect(phone.stored()).not.toBe(copy);
      expect(phone.jar.get('device')).toBe(phone.stored());
    }
    const [deviceOfA] = await devicesNotedFor('forged-a');
    expect(await devicesNotedFor('forged-c')).not.toContain(deviceOfA);
    expect(await devicesNotedFor('forged-d')).not.toContain(deviceOfA);
  });
});

describe(`known login devices as pairs of account and browser on ${testEngine}`, () => {
  let passwordHash: string;
  beforeAll(async () => {
    passwordHash = await hashPassword(PASSWORD);
  });
  const member = (name: string) =>
    buildMember(t.database.db, { email: `${name}@example.com`, passwordHash });

  it('makes one browser a known device of each account it logs in to, and locks only that pair', async () => {
    const first = await member('pair-first');
    const second = await member('pair-second');
    const laptop = browser();
    expect((await laptop.logIn('pair-first')).status).toBe(200);
    expect((await laptop.logIn('pair-second')).status).toBe(200);
    const rows = await t.database.db.select().from(loginDevices);
    const deviceOf = (userId: string) => rows.filter((row) => row.userId === userId);
    expect(deviceOf(first.id)).toHaveLength(1);
    expect(deviceOf(second.id)).toHaveLength(1);
    expect(deviceOf(first.id)[0]!.deviceId).toBe(deviceOf(second.id)[0]!.deviceId);

    for (let i = 0; i < DEVICE_ATTEMPTS_BEFORE_LOCKOUT; i += 1) {
      expect((await laptop.logIn('pair-second', `wrong-${i}`)).status).toBe(400);
    }
    expect(await laptop.logIn('pair-second')).toMatchObject({
      status: 429,
      body: { error_msg: ACCOUNT_LOCKED },
    });
    // The same browser's other account, and another browser of the locked one, still get in.
    expect((await laptop.logIn('pair-first')).status).toBe(200);
    expect((await browser().logIn('pair-second')).status).toBe(200);
  });

  it('counts a browser restored from its copy as the known device it was', async () => {
    const owner = await member('restored-owner');
    const phone = browser();
    expect((await phone.logIn('restored-owner')).status).toBe(200);
    phone.jar.clear();
    expect((await phone.logIn('restored-owner', 'typo')).status).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(loginDevices)
      .where(eq(loginDevices.userId, owner.id));
    // Counted against the known device, not as a stranger's attempt; no second device made.
    expect(row?.failedLoginCount).toBe(1);
    expect(await t.database.db.$count(loginDevices, eq(loginDevices.userId, owner.id))).toBe(1);
  });

  it('still knows a browser whose cookie names a known device made before ids were per browser', async () => {
    const owner = await member('old-cookie-owner');
    await t.database.db.insert(loginDevices).values({ deviceId: 'old-row-id', userId: owner.id });
    const phone = browser();
    phone.jar.set('device', sealLoginDevice(t.config.keys.loginDeviceCookie, 'old-row-id'));
    expect((await phone.logIn('old-cookie-owner', 'typo')).status).toBe(400);
    expect((await phone.logIn('old-cookie-owner')).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(loginDevices)
      .where(eq(loginDevices.userId, owner.id));
    expect(rows.map((row) => row.deviceId)).toEqual(['old-row-id']);
    expect(rows[0]!.failedLoginCount).toBe(0);
  });
});
