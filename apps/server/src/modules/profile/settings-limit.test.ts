import { ACCOUNT_TEXTS } from '@kamao/contract/account-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password.ts';
import { signedInMember } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { SETTINGS_PATCH_MAX } from './settings-limit.ts';

const SETTINGS = '/userRoute/userpassword_and_email_patch';
const TEN_MINUTES = 10 * 60_000;
let t: TestApp;
let passwordHash: string;

beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = await hashPassword('secret-pass-1');
});
afterAll(async () => {
  await t?.close();
});

const wrongPassword = {
  obj: { currentPassword_state: 'not-it-at-all', newPassword_state: 'x1y2z3w4v5' },
};

describe(`the settings patch's own limit on ${testEngine}`, () => {
  it("answers an e-mail change over the limit with the spec's wait and time_left to count down", async () => {
    const member = await signedInMember(t, { passwordHash });
    for (let i = 0; i < SETTINGS_PATCH_MAX; i += 1) {
      expect((await member.call('PATCH', SETTINGS, wrongPassword)).status).toBe(400);
    }
    const email = await member.call('PATCH', SETTINGS, {
      obj: { email_address: `limit-${Date.now()}@example.com` },
    });
    expect(email.status).toBe(429);
    expect(email.body.error_msg).toBe(ACCOUNT_TEXTS.emailChangePending);
    expect(email.body.time_left).toBeGreaterThan(TEN_MINUTES - 60_000);
    expect(email.body.time_left).toBeLessThanOrEqual(TEN_MINUTES);

    const password = await member.call('PATCH', SETTINGS, wrongPassword);
    expect(password.status).toBe(429);
    expect(password.body.error_msg).toBe(ACCOUNT_TEXTS.settingsWait);
    expect(password.body.time_left).toBeGreaterThan(0);
  });

  it('brakes one member only, not another behind the same address', async () => {
    const address = '10.250.0.1';
    const first = await signedInMember(t, { passwordHash }, address);
    const second = await signedInMember(t, { passwordHash }, address);
    for (let i = 0; i <= SETTINGS_PATCH_MAX; i += 1)
      await first.call('PATCH', SETTINGS, wrongPassword);
    expect((await first.call('PATCH', SETTINGS, wrongPassword)).status).toBe(429);
    expect((await second.call('PATCH', SETTINGS, wrongPassword)).status).toBe(400);
  });
});
