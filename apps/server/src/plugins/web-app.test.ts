import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PublicAppConfig } from '@kamao/contract/public-app-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexPages, installWebApp, MEMBER_SLOT_WAIT_MS } from './web-app.ts';

/** A build as `npm run build` leaves it: hashed assets, the service worker, Brotli and gzip copies. */
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const SERVICE_WORKER = `self.addEventListener('install', () => ${'self.skipWaiting();'.repeat(50)});\n`;
const INDEX_HTML = `<!doctype html><html><head><meta name="app-config" content="__APP_CONFIG__"><title>Kamao</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(20)}</body></html>`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const publicConfig: PublicAppConfig = {
  siteName: 'Kamao',
  supportPhone: '911234567890',
  googleClientConfigured: false,
  captchaProvider: 'altcha',
  captchaSiteKey: '',
  channelConfigured: false,
  payloadKey: 'key',
  youtubeIframeApiUrl: 'https://www.youtube.com/iframe_api',
};

function writeBuild(root: string) {
  mkdirSync(join(root, 'assets'));
  const files: Record<string, string | Buffer> = {
    'index.html': INDEX_HTML,
    'assets/index-abc123.js': SCRIPT,
    'sw.js': SERVICE_WORKER,
    'pwa-192x192.png': PNG,
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(root, name), content);
    if (name.endsWith('.js')) {
      writeFileSync(join(root, `${name}.br`), brotliCompressSync(content));
      writeFileSync(join(root, `${name}.gz`), gzipSync(content));
    }
  }
}

const decode = (encoding: unknown, body: Buffer) =>
  (encoding === 'br'
    ? brotliDecompressSync(body)
    : encoding === 'gzip'
      ? gunzipSync(body)
      : body
  ).toString('utf8');

let webRoot: string;
let app: FastifyInstance;
beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'kamao-web-build-'));
  writeBuild(webRoot);
  app = Fastify();
  await installWebApp(app, { webRoot, publicConfig });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'text/html,*/*',
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });

describe('the built web app', () => {
  it('answers a script in Brotli or gzip as the browser accepts, or plain', async () => {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ] as const) {
      const res = await get('/assets/index-abc123.js', accepted);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accepted).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(encoding, res.rawPayload)).toBe(SCRIPT);
    }
    const compressed = await get('/assets/index-abc123.js', 'br');
    expect(compressed.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('lets browsers keep hashed assets for a year and revalidate everything else', async () => {
    expect((await get('/assets/index-abc123.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const worker = await get('/sw.js', 'gzip, br');
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const icon = await get('/pwa-192x192.png', 'gzip, br');
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(icon.rawPayload).toEqual(PNG);
  });

  it('answers the page compressed once at start, with the public config, by Accept-Encoding', async () => {
    for (const url of ['/', '/member/dashboard']) {
      for (const [accepted, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        [undefined, undefined],
      ] as const) {
        const res = await get(url, accepted);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['content-encoding'], `${url} ${accepted}`).toBe(encoding);
        expect(res.headers.vary).toBe('accept-encoding, cookie');
        expect(res.headers['cache-control']).toBe('no-cache');
        const page = decode(encoding, res.rawPayload);
        expect(page).toContain('&#34;supportPhone&#34;:&#34;911234567890&#34;');
        expect(page).not.toContain('__APP_CONFIG__');
      }
    }
    const plain = await get('/', undefined);
    expect((await get('/', 'br')).rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('never answers the page without its config, nor a compressed copy by its own name', async () => {
    const page = await get('/index.html', undefined);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('__APP_CONFIG__');
    for (const url of ['/assets/index-abc123.js.br', '/sw.js.gz']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('answers a missing asset with a JSON 404 whatever the encoding', async () => {
    for (const accepted of ['br', undefined]) {
      const res = await get('/assets/missing-xyz.js', accepted);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error_msg: 'Not found' });
    }
  });
});

describe('the first screens painted by the build (apps/web/vite-first-paint.ts)', () => {
  const painted =
    '<html lang="en"><head><meta name="app-config" content="__APP_CONFIG__">' +
    '<meta name="first-paint-path" content="__FIRST_PAINT_PATH__"></head><body><div id="root">' +
    '<!--first-paint / visitors en any--><div id="first-paint"><a aria-label="__SITE_NAME__ home">__SITE_NAME__</a></div><!--/first-paint-->' +
    '<!--first-paint /login visitors en captcha=shown google=no--><div id="first-paint">login with captcha</div><!--/first-paint-->' +
    '<!--first-paint /login visitors en captcha=none google=no--><div id="first-paint">login without captcha</div><!--/first-paint-->' +
    '<!--first-paint /login visitors en captcha=shown google=yes--><div id="first-paint">login with captcha and Google</div><!--/first-paint-->' +
    '<!--first-paint /member/dashboard members en any--><div id="first-paint">the member shell<div data-first-paint-slot="firstStep" class="empty:hidden"></div><div data-first-paint-slot="announcements"></div></div><!--/first-paint-->' +
    '<!--first-paint /member/task-wall/:encodedUrl members en any--><div id="first-paint">a wall loading</div><!--/first-paint-->' +
    '<!--first-paint / visitors hi any--><div id="first-paint">__SITE_NAME__ होम</div><!--/first-paint-->' +
    '<!--first-paint /member/dashboard members hi any--><div id="first-paint">सदस्य का ढाँचा<div data-first-paint-slot="firstStep" class="empty:hidden"></div><div data-first-paint-slot="announcements"></div></div><!--/first-paint-->' +
    '</div></body></html>';
  const htmlOf = (painted: { page: { identity: Buffer } } | { identity: Buffer } | undefined) =>
    (painted && 'page' in painted ? painted.page : painted)?.identity.toString('utf8');

  it('sends / its screen with the configured site name, HTML-escaped, and names the path', () => {
    const { painted: pages } = indexPages(painted, {
      ...publicConfig,
      siteName: 'Kamao <&> "Plus"',
    });
    const html = htmlOf(pages.get('/'))!;
    expect(html).toContain('aria-label="Kamao &#60;&#38;&#62; &#34;Plus&#34; home"');
    expect(html).toContain('>Kamao &#60;&#38;&#62; &#34;Plus&#34;</a>');
    expect(html).toContain('<meta name="first-paint-path" content="/">');
    expect(html).not.toContain('login');
    expect(html).not.toContain('__SITE_NAME__');
    expect(html).not.toContain('__APP_CONFIG__');
    expect(decode('br', pages.get('/')!.page.br)).toBe(html);
    expect(pages.get('/')!.audience).toBe('visitors');
    expect(pages.get('/member/dashboard')!.audience).toBe('members');
  });

  it('writes a setting with `$` patterns or a build token as it is', () => {
    const { painted: pages } = indexPages(painted, {
      ...publicConfig,
      siteName: "A $& $' B __FIRST_PAINT_PATH__",
    });
    const html = htmlOf(pages.get('/'))!;
    expect(html).toContain('<meta name="first-paint-path" content="/">');
    expect(html).toContain('>A $&#38; $&#39; B __FIRST_PAINT_PATH__</a>');
    expect(html).toContain('A $&#38; $&#39; B __FIRST_PAINT_PATH__&#34;');
  });

  it('falls back to the default name for a blank setting', () => {
    const { painted: pages } = indexPages(painted, { ...publicConfig, siteName: '  ' });
    expect(htmlOf(pages.get('/'))).toContain('>Kamao</a>');
  });

  it("sends /login the capture of the site's own config, and none when no capture fits", () => {
    const loginOf = (config: Partial<typeof publicConfig>) =>
      htmlOf(indexPages(painted, { ...publicConfig, ...config }).painted.get('/login'));
    const altcha = loginOf({ captchaProvider: 'altcha', googleClientConfigured: false })!;
    expect(altcha).toContain('<div id="first-paint">login with captcha</div>');
    expect(altcha).toContain('<meta name="first-paint-path" content="/login">');
    expect(altcha).not.toContain('without');
    expect(altcha).not.toContain('aria-label');
    // A hosted captcha keeps the same place as ALTCHA's.
    expect(loginOf({ captchaProvider: 'turnstile', googleClientConfigured: true })).toContain(
      'login with captcha and Google',
    );
    expect(loginOf({ captchaProvider: 'none', googleClientConfigured: false })).toContain(
      'login without captcha',
    );
    expect(loginOf({ captchaProvider: 'none', googleClientConfigured: true })).toBeUndefined();
  });

  it('sends the screens of the language asked for, and names it as the page’s', () => {
    const hindi = indexPages(painted, publicConfig, 'hi');
    const home = htmlOf(hindi.painted.get('/'))!;
    expect(home).toContain('<html lang="hi">');
    expect(home).toContain('<div id="first-paint">Kamao होम</div>');
    expect(home).not.toContain('aria-label');
    expect(htmlOf(hindi.painted.get('/member/dashboard'))).toContain('सदस्य का ढाँचा');
    // No Hindi capture of /login: its page has no screen, rather than the English one.
    expect(hindi.painted.get('/login')).toBeUndefined();
    expect(htmlOf(hindi.other)).toContain('<html lang="hi">');
    expect(htmlOf(indexPages(painted, publicConfig).painted.get('/'))).toContain(
      '<html lang="en">',
    );
  });

  it("writes the announcements into the dashboard's slot as they are, and leaves it empty without", () => {
    const list = '<ul><li>Diwali bonus $& __APP_CONFIG__ __SITE_NAME__</li></ul>';
    const dashboard = (announcements?: string) =>
      htmlOf(
        indexPages(painted, publicConfig, 'en', { announcements }).painted.get('/member/dashboard'),
      )!;
    expect(dashboard(list)).toContain(`<div data-first-paint-slot="announcements">${list}</div>`);
    // The page's own tokens were replaced; the list's words were not taken for them.
    expect(dashboard(list).match(/__APP_CONFIG__|__SITE_NAME__/g)).toEqual([
      '__APP_CONFIG__',
      '__SITE_NAME__',
    ]);
    expect(dashboard('')).toContain('<div data-first-paint-slot="announcements"></div>');
    expect(dashboard()).toContain('<div data-first-paint-slot="announcements"></div>');
    // The member slot stays empty, with its class, in the page for every member.
    expect(dashboard()).toContain(
      '<div data-first-paint-slot="firstStep" class="empty:hidden"></div>',
    );
  });

  it('leaves every screen out of the page for every other path', () => {
    const { other } = indexPages(painted, publicConfig);
    const html = htmlOf(other)!;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="first-paint-path" content="">');
    expect(html).not.toContain('first-paint--');
    expect(html).not.toContain('id="first-paint"');
  });

  it("sends a members' screen only with a valid session, and a visitor's only without one", async () => {
    const root = mkdtempSync(join(tmpdir(), 'kamao-web-painted-'));
    writeFileSync(join(root, 'index.html'), painted);
    const server = Fastify();
    await server.register(cookie);
    // The session's member, as plugins/session.ts's identifyMember finds it: here, a header.
    await installWebApp(server, {
      webRoot: root,
      publicConfig,
      identifyMember: async (request) => (request.headers['x-member'] ? { id: '1' } : null),
    });
    try {
      const page = async (url: string, member: boolean) =>
        (
          await server.inject({
            url,
            headers: { accept: 'text/html', ...(member ? { 'x-member': '1' } : {}) },
          })
        ).body;
      expect(await page('/member/dashboard', true)).toContain('the member shell');
      expect(await page('/member/dashboard', false)).not.toContain('first-paint"');
      expect(await page('/', false)).toContain('aria-label="Kamao home"');
      expect(await page('/', true)).not.toContain('first-paint"');
      expect(await page('/login', true)).not.toContain('login with captcha');
      expect(await page('/login', false)).toContain('login with captcha');
      // A pattern's screen, for every value of its parameter, named by the pattern for the
      // head script; not for a path the pattern does not match.
      const wall = await page('/member/task-wall/https%3A%2F%2Fwall.example%2Fo', true);
      expect(wall).toContain('a wall loading');
      expect(wall).toContain(
        '<meta name="first-paint-path" content="/member/task-wall/:encodedUrl">',
      );
      expect(await page('/member/task-wall', true)).not.toContain('a wall loading');
      expect(await page('/member/task-wall/a/b', true)).not.toContain('a wall loading');
      expect(await page('/member/task-wall/x', false)).not.toContain('a wall loading');
      // The language cookie the web app writes picks the language of the painted screen.
      const hindiHome = await server.inject({
        url: '/',
        headers: { accept: 'text/html' },
        cookies: { language: 'hi' },
      });
      expect(hindiHome.body).toContain('Kamao होम');
      expect(hindiHome.body).toContain('<html lang="hi">');
      expect(hindiHome.headers.vary).toContain('cookie');
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("makes the dashboard's page again when its announcements change", async () => {
    const root = mkdtempSync(join(tmpdir(), 'kamao-web-painted-'));
    writeFileSync(join(root, 'index.html'), painted);
    const server = Fastify();
    await server.register(cookie);
    let announcements = { en: '<ul><li>First</li></ul>', hi: '<ul><li>पहली</li></ul>' };
    const listeners: (() => void)[] = [];
    await installWebApp(server, {
      webRoot: root,
      publicConfig,
      identifyMember: async () => ({ id: '1' }),
      paintedAnnouncements: {
        current: () => announcements,
        onChange: (listener) => listeners.push(() => listener(announcements)),
      },
    });
    try {
      const dashboard = async (language: string) =>
        (
          await server.inject({
            url: '/member/dashboard',
            headers: { accept: 'text/html' },
            cookies: { language },
          })
        ).body;
      expect(await dashboard('en')).toContain('<li>First</li>');
      expect(await dashboard('hi')).toContain('<li>पहली</li>');
      announcements = { en: '<ul><li>Second</li></ul>', hi: '<ul><li>दूसरी</li></ul>' };
      listeners.forEach((listener) => listener());
      expect(await dashboard('en')).toContain('<li>Second</li>');
      expect(await dashboard('en')).not.toContain('First');
      expect(await dashboard('hi')).toContain('<li>दूसरी</li>');
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('writes the member slot for the members it names only, in their language', async () => {
    const root = mkdtempSync(join(tmpdir(), 'kamao-web-painted-'));
    writeFileSync(join(root, 'index.html'), painted);
    const server = Fastify();
    await server.register(cookie);
    const asked: string[] = [];
    await installWebApp(server, {
      webRoot: root,
      publicConfig,
      identifyMember: async (request) => {
        const id = request.headers['x-member'];
        return typeof id === 'string' ? { id } : null;
      },
      paintedMemberSlot: {
        slot: 'firstStep',
        html: { en: '<p>Start here $&</p>', hi: '<p>यहाँ से शुरू करें</p>' },
        shownTo: async (memberId) => {
          asked.push(memberId);
          if (memberId === 'broken') throw new Error('the database is away');
          if (memberId === 'slow') {
            await new Promise((resolve) => setTimeout(resolve, 3 * MEMBER_SLOT_WAIT_MS));
            return true;
          }
          return memberId === 'new';
        },
      },
    });
    try {
      const page = async (url: string, member?: string, language = 'en') => {
        const res = await server.inject({
          url,
          headers: { accept: 'text/html', ...(member ? { 'x-member': member } : {}) },
          cookies: { language },
        });
        expect(res.statusCode).toBe(200);
        return res.body;
      };
      expect(await page('/member/dashboard', 'new')).toContain(
        'the member shell<div data-first-paint-slot="firstStep" class="empty:hidden"><p>Start here $&</p></div>',
      );
      expect(await page('/member/dashboard', 'new', 'hi')).toContain(
        '<div data-first-paint-slot="firstStep" class="empty:hidden"><p>यहाँ से शुरू करें</p></div>',
      );
      expect(await page('/member/dashboard', 'earning')).toContain(
        'the member shell<div data-first-paint-slot="firstStep" class="empty:hidden"></div>',
      );
      // When it cannot be known, the page goes without it rather than not at all.
      const broken = await page('/member/dashboard', 'broken');
      expect(broken).toContain('the member shell');
      expect(broken).not.toContain('Start here');
      // Nor does it wait for a slow answer past its bound (this one would have been yes).
      const slow = await page('/member/dashboard', 'slow');
      expect(slow).toContain('the member shell');
      expect(slow).not.toContain('Start here');
      // Asked only for a members' screen that has the slot.
      asked.length = 0;
      await page('/member/task-wall/x', 'new');
      await page('/member/dashboard');
      await page('/', 'new');
      expect(asked).toEqual([]);
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
