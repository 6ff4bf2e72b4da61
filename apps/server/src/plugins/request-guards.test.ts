import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { CROSS_SITE_REFUSED } from './request-guards.ts';

const SITE = 'http://kamao.example:3000';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_ORIGIN: SITE });
});
afterAll(async () => {
  await t?.close();
});

let addressCounter = 0;
/** A login with a wrong password: 400 'Invalid details' when the request gets through. */
const login = (headers: Record<string, string>, payload?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/userRoute/login',
    remoteAddress: `198.51.100.${(addressCounter += 1)}`,
    headers: { 'content-type': 'application/json', host: 'kamao.example:3000', ...headers },
    payload:
      payload ??
      JSON.stringify({
        obj: { email_userName: 'nobody', password: 'wrong-pass', loginRemember_state: false },
      }),
  });

describe('the Origin check of state-changing requests', () => {
  it("lets the site's own origin through", async () => {
    const res = await login({ origin: SITE });
    expect(res.json()).toEqual({ error_msg: 'Invalid details' });
  });

  it('lets a request without Origin through (servers, same-origin calls that omit it)', async () => {
    const res = await login({});
    expect(res.json()).toEqual({ error_msg: 'Invalid details' });
  });

  it.each([
    ['the same host over https', 'https://kamao.example:3000'],
    ['the same host without the port', 'http://kamao.example'],
    ['another port of the same host', 'http://kamao.example:4000'],
    ['another site', 'https://evil.example'],
    ['an opaque origin', 'null'],
  ])('refuses %s with 403, though the Host header names this site', async (_, origin) => {
    const res = await login({ origin });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error_msg: CROSS_SITE_REFUSED });
  });

  it('refuses before reading the body: malformed JSON from another origin is a 403', async () => {
    const res = await login({ origin: 'https://kamao.example:3000' }, '{"obj":');
    expect(res.statusCode).toBe(403);
  });

  it('leaves reads alone: a GET naming another origin is answered', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
