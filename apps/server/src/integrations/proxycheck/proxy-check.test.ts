import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@kamao/contract/api-routes';
import { PTC_ERROR_TEXTS } from '@kamao/contract/ptc-texts';
import { buildCampaign } from '../../test/factories.ts';
import {
  startFakeProxyCheck,
  type FakeAnswers,
  type FakeProxyCheck,
} from '../../test/fake-proxy-check.ts';
import { signedInMember } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { answerSaysProxy, createHttpProxyCheck } from './proxy-check.ts';

/** Answers of the stand-in IP-reputation service (test/fake-proxy-check.ts). */
const ANSWERS: FakeAnswers = {
  '10.0.0.1': { body: JSON.stringify({ status: 'ok', '10.0.0.1': { proxy: 'yes', type: 'VPN' } }) },
  '10.0.0.2': { body: JSON.stringify({ status: 'ok', '10.0.0.2': { proxy: 'no' } }) },
  '10.0.0.3': { body: JSON.stringify({ proxy: true }) },
  '10.0.0.4': { body: 'Proxy Detected!' },
  '10.0.0.5': { status: 500, body: 'down' },
};
let fake: FakeProxyCheck;
let calls: string[];
let template: string;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeProxyCheck(ANSWERS);
  ({ calls, template } = fake);
  t = await buildTestApp({ PROXY_CHECK_URL: template, PROXY_CHECK_KEY: 'secret-key' });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('proxy check', () => {
  it('reads the common answer shapes of IP-reputation services', async () => {
    const check = createHttpProxyCheck({ urlTemplate: template, key: 'k', cacheSeconds: 60 });
    expect(await check.isProxy('10.0.0.1')).toBe(true);
    expect(await check.isProxy('10.0.0.2')).toBe(false);
    expect(await check.isProxy('10.0.0.3')).toBe(true);
    expect(await check.isProxy('10.0.0.4')).toBe(true);
    expect(await check.isProxy('10.0.0.6')).toBe(false);
    expect(answerSaysProxy('{"vpn": "1"}', '1.2.3.4')).toBe(true);
    expect(answerSaysProxy('not json', '1.2.3.4')).toBe(false);
  });

  it('asks the service once per address while the answer is cached', async () => {
    let now = 1_000_000;
    const check = createHttpProxyCheck({
      urlTemplate: template,
      key: 'k',
      cacheSeconds: 60,
      now: () => now,
    });
    const before = calls.filter((c) => c.startsWith('10.0.0.3 ')).length;
    await check.isProxy('10.0.0.3');
    await check.isProxy('10.0.0.3');
    expect(calls.filter((c) => c.startsWith('10.0.0.3 ')).length).toBe(before + 1);
    now += 61_000;
    await check.isProxy('10.0.0.3');
    expect(calls.filter((c) => c.startsWith('10.0.0.3 ')).length).toBe(before + 2);
  });

  it('counts an address clean when the service fails, and asks again next time', async () => {
    const errors: unknown[] = [];
    const check = createHttpProxyCheck({
      urlTemplate: template,
      cacheSeconds: 60,
      onError: (e) => errors.push(e),
    });
    expect(await check.isProxy('10.0.0.5')).toBe(false);
    expect(await check.isProxy('10.0.0.5')).toBe(false);
    expect(errors).toHaveLength(2);
  });

  it("answers the member's route and blocks a view start from a proxy", async () => {
    const campaign = await buildCampaign(t.database.db);
    const proxied = await signedInMember(t, {}, '10.0.0.1');
    expect(await proxied.call('GET', apiRoutes.proxyCheck.path)).toEqual({
      status: 200,
      body: { msg: { proxy: true, message: PTC_ERROR_TEXTS.proxyDetected } },
    });
    expect(calls).toContain('10.0.0.1 key=secret-key');
    expect(
      await proxied.call('POST', apiRoutes.ptcViewStart.path, { obj: { btnName: campaign.id } }),
    ).toEqual({ status: 400, body: { error_msg: PTC_ERROR_TEXTS.proxyDetected } });

    const clean = await signedInMember(t, {}, '10.0.0.2');
    expect(await clean.call('GET', apiRoutes.proxyCheck.path)).toEqual({
      status: 200,
      body: { msg: { proxy: false, message: '' } },
    });
    const started = await clean.call('POST', apiRoutes.ptcViewStart.path, {
      obj: { btnName: campaign.id },
    });
    expect(started.status).toBe(200);
  });
});
