import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

/** The youtube ad page loads the player script named by configuration. */
let t: TestApp;
const STAND_IN = 'http://127.0.0.1:4999/iframe_api';

beforeAll(async () => {
  t = await buildTestApp({ YOUTUBE_IFRAME_API_URL: STAND_IN });
});
afterAll(async () => {
  await t?.close();
});

const directive = (csp: string, name: string) =>
  csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';

describe('the youtube player script', () => {
  it('reaches the web app in its public config and is allowed by the security policy', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/member/youtube/',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`&#34;youtubeIframeApiUrl&#34;:&#34;${STAND_IN}&#34;`);
    const csp = String(page.headers['content-security-policy']);
    for (const name of ['script-src', 'frame-src']) {
      expect(directive(csp, name)).toContain('http://127.0.0.1:4999');
      expect(directive(csp, name)).toContain('https://www.youtube.com');
    }
    expect(directive(csp, 'frame-src')).toContain('https://www.youtube-nocookie.com');
  });

  it("defaults to YouTube's own IFrame API and refuses what is not an http(s) URL", () => {
    expect(parseConfig({}).YOUTUBE_IFRAME_API_URL).toBe('https://www.youtube.com/iframe_api');
    expect(() => parseConfig({ YOUTUBE_IFRAME_API_URL: 'javascript:alert(1)' })).toThrow(
      /^Invalid YOUTUBE_IFRAME_API_URL/,
    );
    expect(() => parseConfig({ PROXY_CHECK_URL: 'https://proxy.example/check' })).toThrow(
      /^Invalid PROXY_CHECK_URL: expected an http\(s\) URL template containing \{ip\}/,
    );
  });
});
