import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The home page's first screen painted from the HTML, before any JavaScript (issue 13, "a light
 * first visit"): on a phone the app's code is the slowest part of the first visit, and until it
 * ran the page was blank.
 *
 * At build time the built app is opened in headless Chromium (Debian's `chromium`; CHROME_PATH
 * overrides) with every API call left unanswered: what it shows is exactly the app's own first
 * screen of `/` for a visitor without data yet (the login check pending, the site name a token
 * the server fills in). The top bar and the hero are kept and written into index.html's #root
 * inside <!--first-paint-->…<!--/first-paint-->. The server sends them on `/` only
 * (apps/server/src/plugins/web-app.ts); main.tsx loads the page's code and then replaces them in
 * one commit, the animations of that first render skipped (app/providers.tsx).
 *
 * first-paint.js, a small blocking script in <head>, hides the painted screen where the app
 * would show something else: a path other than `/` (the service worker answers every
 * navigation with its cached `/`), Hindi (chosen before, or the browser's language, as
 * lib/i18n.ts decides), or a member signed in at the last login check (lib/storage.ts,
 * SIGNED_IN_HINT_KEY): the visitor's hero is not theirs.
 *
 * Without Chromium the build goes on without the painted screen (a warning says so).
 */

/** What the server replaces with the configured site name (web-app.ts, SITE_NAME_TOKEN). */
export const SITE_NAME_TOKEN = '__SITE_NAME__';
export const FIRST_PAINT_START = '<!--first-paint-->';
export const FIRST_PAINT_END = '<!--/first-paint-->';

// Mirrors lib/i18n.ts's initialLanguage(): the saved choice, else the browser's language; and
// lib/storage.ts's SIGNED_IN_HINT_KEY.
const FIRST_PAINT_SCRIPT = `(function () {
  var language = null;
  var signedIn = false;
  try {
    language = localStorage.getItem('language');
    signedIn = localStorage.getItem('signedIn') === '1';
  } catch (e) {}
  if (language !== 'en' && language !== 'hi') {
    language = String(navigator.language || '').toLowerCase().indexOf('hi') === 0 ? 'hi' : 'en';
  }
  if (location.pathname !== '/' || language !== 'en' || signedIn) {
    document.documentElement.setAttribute('data-no-first-paint', '');
  }
})();
`;

// In the stylesheet, not inline: an inline style would win over the hiding rule.
const HIDE_STYLE =
  '<style>#first-paint{display:contents}html[data-no-first-paint] #first-paint{display:none}</style>';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** An origin that is never contacted: every request is answered from dist or left pending. */
const ORIGIN = 'http://first-paint.invalid';

async function captureFirstScreen(outDir: string, chromium: string): Promise<string> {
  const { default: puppeteer } = await import('puppeteer-core');
  const page0 = readFileSync(join(outDir, 'index.html'), 'utf8').replace(
    /(<meta name="app-config" content=")[^"]*(")/,
    `$1${JSON.stringify({ siteName: SITE_NAME_TOKEN }).replaceAll('"', '&quot;')}$2`,
  );
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: [
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--lang=en-US',
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
    // The screen at rest, whatever the machine's speed: no entrance animation half-way.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== ORIGIN) return void request.abort();
      if (url.pathname === '/') {
        return void request.respond({ status: 200, contentType: 'text/html', body: page0 });
      }
      const file = normalize(join(outDir, decodeURIComponent(url.pathname)));
      if (file.startsWith(outDir) && extname(file) in CONTENT_TYPES && existsSync(file)) {
        return void request.respond({
          status: 200,
          contentType: CONTENT_TYPES[extname(file)],
          body: readFileSync(file),
        });
      }
      // The API: left unanswered, so the page shows what it shows before its data.
    });
    await page.goto(`${ORIGIN}/`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('main section h1', { timeout: 60_000 });
    // The page's entrance animation (0.5 s) ends at rest.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const html = await page.evaluate(() => {
      const root = document.getElementById('root')?.cloneNode(true) as HTMLElement | undefined;
      const hero = root?.querySelector('main section');
      if (!root || !hero) return null;
      // The top bar and the hero: everything after the hero goes, at every level.
      for (let node: Element | null = hero; node && node !== root; node = node.parentElement) {
        while (node.nextSibling) node.nextSibling.remove();
      }
      return root.innerHTML;
    });
    if (!html) throw new Error('the home page has no hero section');
    if (!html.includes(SITE_NAME_TOKEN)) throw new Error('the site name is not on the screen');
    return html;
  } finally {
    await browser.close();
  }
}

export function firstPaint(): Plugin {
  let outDir = '';
  let scriptFile = '';
  return {
    name: 'kamao:first-paint',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const reference = this.emitFile({
        type: 'asset',
        name: 'first-paint.js',
        source: FIRST_PAINT_SCRIPT,
      });
      scriptFile = this.getFileName(reference);
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      index.source = String(index.source).replace(
        '</title>',
        `</title>\n    <script src="/${scriptFile}"></script>\n    ${HIDE_STYLE}`,
      );
    },
    async writeBundle() {
      // Build-time code, run by Node: the browser rule on process.env does not apply here.
      // eslint-disable-next-line no-restricted-syntax
      const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
      if (!existsSync(chromium)) {
        this.warn(`no Chromium at ${chromium}: the home page is not painted from the HTML`);
        return;
      }
      const indexPath = join(outDir, 'index.html');
      try {
        const html = await captureFirstScreen(outDir, chromium);
        const page = readFileSync(indexPath, 'utf8').replace(
          '<div id="root"></div>',
          `<div id="root">${FIRST_PAINT_START}<div id="first-paint">${html}</div>${FIRST_PAINT_END}</div>`,
        );
        writeFileSync(indexPath, page);
      } catch (error) {
        this.warn(`the home page's first screen was not captured: ${String(error)}`);
      }
    },
  };
}

/** The script's file name in assets/, for the service worker's precache (vite-first-visit.ts). */
export const isFirstPaintScript = (fileName: string) =>
  /^assets\/first-paint-[\w-]+\.js$/.test(fileName);
