import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { installSecurityHeaders, type AdScriptSourceList } from './security-headers.ts';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d === name || d.startsWith(`${name} `)) ?? '';

/** The headers @fastify/helmet sent before they were prebuilt; none may go missing. */
const HELMET_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const SITE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join(';');

describe('security headers of the application', () => {
  let plain: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
    https = await buildTestApp({ PUBLIC_ORIGIN: 'https://kamao.example' });
  });
  afterAll(async () => {
    await plain?.close();
    await https?.close();
  });

  const securityHeadersOf = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(headers).filter(
        ([name]) =>
          name in HELMET_HEADERS ||
          name === 'content-security-policy' ||
          name === 'strict-transport-security',
      ),
    );

  it('sends every header helmet sent, on pages, API answers and missing files alike', async () => {
    for (const url of ['/', '/healthz', '/checkLogin_for_navBar', '/assets/missing.js']) {
      const res = await plain.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(securityHeadersOf(res.headers), url).toEqual({
        'content-security-policy': SITE_POLICY,
        ...HELMET_HEADERS,
      });
    }
  });

  it('adds HSTS and upgrade-insecure-requests behind https', async () => {
    const res = await https.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    expect(securityHeadersOf(res.headers)).toEqual({
      'content-security-policy': `${SITE_POLICY};upgrade-insecure-requests`,
      'strict-transport-security': 'max-age=15552000; includeSubDomains',
      ...HELMET_HEADERS,
    });
  });

  it("allows YouTube's player on the youtube ad page only, never on the console", async () => {
    const csp = async (url: string) => {
      const res = await plain.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      return String(res.headers['content-security-policy']);
    };
    for (const url of ['/member/youtube', '/member/youtube/?link=abc||10', '/MEMBER/YouTube']) {
      const policy = await csp(url);
      for (const name of ['script-src', 'frame-src']) {
        expect(directive(policy, name), url).toContain('https://www.youtube.com');
        expect(directive(policy, name), url).toContain('https://www.youtube-nocookie.com');
      }
    }
    for (const url of ['/', '/admin', '/member/dashboard', '/member/iframe', '/member/youtube/x']) {
      expect(await csp(url), url).not.toContain('youtube');
    }
  });
});

/** A list of ad hosts the operator changes, as InvalidatedCache presents it. */
class ChangingList implements AdScriptSourceList {
  private listeners: Array<(origins: string) => void> = [];
  constructor(private value: string) {}
  current() {
    return this.value;
  }
  onChange(listener: (origins: string) => void) {
    this.listeners.push(listener);
  }
  change(value: string) {
    this.value = value;
    for (const listener of this.listeners) listener(value);
  }
}

describe('the ad pages’ policy', () => {
  const adHosts = new ChangingList('https://ads.example-network.com');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    installSecurityHeaders(app, {
      secure: false,
      captchaProvider: 'turnstile',
      youtubeIframeApiUrl: 'http://127.0.0.1:4999/iframe_api',
      adScriptSources: adHosts,
    });
    app.get('/*', async () => 'page');
    await app.ready();
  });
  afterAll(() => app.close());

  const policyOf = async (url: string) =>
    String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);

  it("lets the operator's ad hosts run on the ad pages only, the captcha everywhere", async () => {
    for (const url of [
      '/member/waitRedirecting?link=x',
      '/member/iframe',
      '/member/youtube',
      '/member/last-page/abc123',
    ]) {
      const policy = await policyOf(url);
      expect(directive(policy, 'script-src'), url).toContain('https://ads.example-network.com');
      expect(directive(policy, 'connect-src'), url).toContain('https://ads.example-network.com');
      expect(directive(policy, 'script-src'), url).toContain('https://challenges.cloudflare.com');
    }
    for (const url of ['/', '/member/withdraw', '/admin', '/userAmount/x', '/member/iframe/x']) {
      const policy = await policyOf(url);
      expect(policy, url).not.toContain('example-network');
      expect(directive(policy, 'script-src'), url).toContain('https://challenges.cloudflare.com');
    }
  });

  it('allows the configured YouTube player origin on the youtube ad page', async () => {
    const policy = await policyOf('/member/youtube?link=x||5');
    expect(directive(policy, 'script-src')).toContain('http://127.0.0.1:4999');
    expect(directive(policy, 'frame-src')).toContain('http://127.0.0.1:4999');
    expect(await policyOf('/member/iframe')).not.toContain('127.0.0.1:4999');
  });

  it('follows a change of the ad hosts, and lets nothing but plain https origins in', async () => {
    adHosts.change("https://cdn.other-ads.example 'unsafe-inline' http://plain.example x;y");
    const policy = await policyOf('/member/iframe');
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' https://challenges.cloudflare.com https://cdn.other-ads.example",
    );
    expect(policy).not.toContain('example-network');
    adHosts.change('');
    expect(directive(await policyOf('/member/iframe'), 'script-src')).toBe(
      "script-src 'self' https://challenges.cloudflare.com",
    );
  });
});
