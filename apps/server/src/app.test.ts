import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './test/test-app.ts';
import { testEngine } from './test/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SUPPORT_PHONE: '911234567890' });
});
afterAll(async () => {
  await t?.close();
});

describe(`server shell on ${testEngine}`, () => {
  it('reports health when the database answers, naming the engine and that Redis is not used', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testEngine, redis: false });
  });

  it('answers health checks that arrive together, or just after, with one database ping', async () => {
    const ping = vi.spyOn(t.database, 'ping');
    // A second on: the earlier tests' good ping is stale (modules/health/recent-check.ts).
    const realNow = performance.now.bind(performance);
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => realNow() + 1_000);
    try {
      const together = await Promise.all(
        Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/healthz' })),
      );
      expect(together.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
      expect(ping).toHaveBeenCalledTimes(1);
      // Within GOOD_FOR_MS of a good ping (modules/health/recent-check.test.ts: and after it).
      const next = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(next.statusCode).toBe(200);
      expect(ping).toHaveBeenCalledTimes(1);
    } finally {
      ping.mockRestore();
      clock.mockRestore();
    }
  });

  it('is ready for traffic while its database answers, and says so when it does not', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', redis: 'not configured' });
    expect(ready.headers['cache-control']).toBe('no-store');

    const other = await buildTestApp();
    await other.database.close();
    const down = await other.app.inject({ method: 'GET', url: '/readyz' });
    await other.app.close();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      status: 'unavailable',
      database: 'down',
      error_msg: 'Database unavailable',
    });
  });

  it('serves the web app for any browser path, with the public config filled in', async () => {
    for (const url of [
      '/',
      '/member/dashboard',
      '/signup/ref/demo',
      '/no/such/page',
      '/member/task-wall/https%3A%2F%2Fwall.example.com%2Fx.php',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('&#34;supportPhone&#34;:&#34;911234567890&#34;');
      expect(res.body).not.toContain('__APP_CONFIG__');
    }
  });

  it('answers unknown API paths and missing files with a JSON 404', async () => {
    for (const url of ['/userRoute/nope', '/api/whatever', '/assets/missing.js']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error_msg: 'Not found' });
    }
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('tells visitors they are not logged in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/checkLogin_for_navBar' });
    expect(res.json()).toEqual({ msg: { isLogin: false } });
  });
});
