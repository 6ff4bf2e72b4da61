import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { HTTPRequest } from 'puppeteer-core';
import type { Plugin } from 'vite';
// Relative, not @kamao/contract: the build's config is bundled from relative imports only, and
// Node cannot load the contract's TypeScript from node_modules.
import { isMemberPath, isTopBarHidden, pagePaths } from '../../packages/contract/src/page-paths.ts';

/**
 * The first screens a visitor meets, painted from the HTML before any JavaScript (a light
 * first visit, docs/architecture.md#the-first-visit): on a phone the app's code is the slowest part
 * of the first visit, and until it ran the page was blank. Painted are the home page's top bar and
 * hero, the whole login page, and every member page's shell with its heading and loading skeleton
 * (sent only to a request with a valid session).
 *
 * At build time the built app is opened in headless Chromium (Debian's `chromium`; CHROME_PATH
 * overrides) with every API call left unanswered: what it shows is exactly the app's own first
 * screen of the page for a visitor without data yet (the login check pending, the site name a
 * token the server fills in). Each screen is captured in English and in Hindi and written into
 * index.html's #root inside `<!--first-paint {path} {audience} {language} {variant}-->…<!--/first-paint-->`.
 * The server keeps the blocks of the language the visitor's cookie names
 * (@kamao/contract/language) and writes it as the page's `lang`. A page whose layout depends on the
 * public config is captured once per variant of it (the login page: with or without a captcha,
 * with or without Google sign-in). The server keeps, for a request, only the block of its path
 * and its config's variant, and names that path in the `first-paint-path` meta tag
 * (apps/server/src/plugins/web-app.ts). main.tsx loads the page's code and then replaces the
 * painted screen in one commit, without the page's entrance animation
 * (components/page-transition.tsx), carrying over what the visitor typed meanwhile
 * (lib/first-paint-fields.ts).
 *
 * A painted form cannot be sent: its fields have no names and first-paint.js stops its submit,
 * so nothing typed before the app runs ever leaves in a URL. Its buttons are disabled until the
 * app's replace them: they could do nothing yet. Links work as links.
 *
 * first-paint.js, a small blocking script in <head>, hides the painted screen where the app
 * would show something else: a path other than the painted one (the service worker answers
 * every navigation with its cached `/`), a language other than the page's (chosen before, or
 * the browser's language, as lib/i18n.ts decides; a choice made before the cookie existed), or,
 * on a visitor's page, a member signed in at the last login check
 * (lib/storage.ts, SIGNED_IN_HINT_KEY): the visitor's screens are not theirs.
 *
 * Without Chromium the build goes on without the painted screens (a warning says so).
 */

/** What the server replaces with the configured site name (web-app.ts, SITE_NAME_TOKEN). */
export const SITE_NAME_TOKEN = '__SITE_NAME__';
/** What the server replaces with the painted page's path, or '' (web-app.ts). */
export const FIRST_PAINT_PATH_TOKEN = '__FIRST_PAINT_PATH__';

/** The public config a capture runs with, as far as a page's layout depends on it. */
interface Variant {
  /** 'none', or a captcha shown (its widget is left out of the paint; its place is kept). */
  captcha: 'none' | 'shown';
  google: 'yes' | 'no';
}

interface PaintedScreen {
  /** Its path, or its pattern from the page table: the server and first-paint.js match either. */
  path: string;
  /** Who is shown it: the server sends a members' screen only with a valid session. */
  audience: 'visitors' | 'members';
  /** Present once the page's first screen is complete. */
  ready: string[];
  /** Everything after this element goes, at every level; null keeps the whole page. */
  lastKept: string | null;
  /** The config variants the layout depends on; none for a page the same in every setup. */
  variants: Variant[] | null;
}

const SCREENS: PaintedScreen[] = [
  {
    path: '/',
    audience: 'visitors',
    ready: ['main section h1'],
    lastKept: 'main section',
    variants: null,
  },
  {
    path: '/login',
    audience: 'visitors',
    ready: ['main form button[type="submit"]', 'footer'],
    lastKept: null,
    variants: [
      { captcha: 'shown', google: 'no' },
      { captcha: 'none', google: 'no' },
      { captcha: 'shown', google: 'yes' },
      { captcha: 'none', google: 'yes' },
    ],
  },
  // Every member page with the member shell: the shell (top bar, menu, footer) with the page's
  // heading and its loading skeleton, what a member sees before the page's data. The dashboard
  // is where a login lands; the others are opened from links shared or kept. A page with a
  // parameter in its address (a task wall, a game room) is painted once, for every value. A page
  // added to the table is painted the day it is added.
  ...paintedMemberPaths().map((path) => ({
    path,
    audience: 'members' as const,
    ready: ['main h1', 'footer'],
    lastKept: null,
    variants: null,
  })),
];

/**
 * The member pages of the contract's page table with the top bar: the ad pages show the
 * advertiser's page, not ours.
 */
function paintedMemberPaths(): string[] {
  return Object.values(pagePaths).filter((path) => isMemberPath(path) && !isTopBarHidden(path));
}

/**
 * Where a screen is captured: a pattern's parameters get a value the page cannot find, well
 * formed for every page (base64url, as a game room's id travels: 'first-paint'), so the screen
 * is the page's loading one and not its answer to a broken link.
 */
const captureAddress = (path: string) => path.replace(/:\w+/g, 'Zmlyc3QtcGFpbnQ');

/**
 * Each screen is painted in each language the site speaks: @kamao/contract/language's
 * LANGUAGE_CODES, written out because the build's config runs in Node, which cannot load the
 * contract's TypeScript from node_modules.
 */
const PAINTED_LANGUAGES = ['en', 'hi'] as const;
type LanguageCode = (typeof PAINTED_LANGUAGES)[number];

/** The block's marker ends with this: the variant of a page with variants (web-app.ts). */
const variantKey = (variant: Variant | null) =>
  variant ? `captcha=${variant.captcha} google=${variant.google}` : 'any';

// Mirrors lib/i18n.ts's initialLanguage(): the saved choice, else the cookie, else the
// browser's language; and lib/storage.ts's SIGNED_IN_HINT_KEY. The server wrote the painted
// screen's language as the page's lang. The submit guard keeps a painted form from being sent.
const FIRST_PAINT_SCRIPT = `(function () {
  var language = null;
  var signedIn = false;
  try {
    language = localStorage.getItem('language');
    signedIn = localStorage.getItem('signedIn') === '1';
  } catch (e) {}
  if (language !== 'en' && language !== 'hi') {
    var cookie = /(?:^|; )language=(en|hi)(?:;|$)/.exec(document.cookie);
    language = cookie ? cookie[1] : null;
  }
  if (language !== 'en' && language !== 'hi') {
    language = String(navigator.language || '').toLowerCase().indexOf('hi') === 0 ? 'hi' : 'en';
  }
  var meta = document.querySelector('meta[name="first-paint-path"]');
  var painted = meta ? meta.getAttribute('content') : '';
  // The painted path, or a pattern of the page table whose ':name' segments match any value.
  var wanted = painted.split('/');
  var actual = location.pathname.split('/');
  var samePage = wanted.length === actual.length && wanted.every(function (segment, i) {
    return segment.charAt(0) === ':' || segment.toLowerCase() === actual[i].toLowerCase();
  });
  // A member page was painted because the server found the session; a visitor's page is not
  // a signed-in member's.
  var forMembers = painted.indexOf('/member/') === 0;
  var paintedIn = document.documentElement.getAttribute('lang');
  if (!painted || !samePage || language !== paintedIn || (signedIn && !forMembers)) {
    document.documentElement.setAttribute('data-no-first-paint', '');
  }
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (form && form.closest && form.closest('#first-paint')) event.preventDefault();
  }, true);
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

/**
 * Run in the captured page before its scripts: notes the same-origin GETs the app makes before
 * DOMContentLoaded, which are the page's early data (main.tsx, startPageData: started while its
 * module runs, before any render). Those, and only those, are preloaded by the painted page.
 */
const RECORD_EARLY_FETCHES = `(function () {
  var early = [];
  var open = true;
  window.__firstPaintEarly = early;
  document.addEventListener('DOMContentLoaded', function () { open = false; }, true);
  var fetch = window.fetch;
  window.fetch = function (input, init) {
    var url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, location.href);
    var method = (init && init.method) || 'GET';
    var credentials = init && init.credentials;
    if (open && url.origin === location.origin && method === 'GET' && credentials === 'include') {
      early.push(url.pathname + url.search);
    }
    return fetch.apply(this, arguments);
  };
})();`;

type EarlyFetches = Window & { __firstPaintEarly?: string[] };

/**
 * The browser asks for the painted page's early data with the page itself, not after the app's
 * code: on a slow connection that code takes seconds, and the data no longer waits for it.
 * crossorigin="use-credentials" matches the app's own call (lib/api-client.ts sends
 * credentials: 'include'), so the app's fetch takes the preloaded answer. Only what the app
 * asks for at once is preloaded: an answer not taken straight away could be taken later, after
 * a login or a logout had made it stale.
 */
const preloadLinks = (paths: readonly string[]) =>
  paths
    .map(
      (path) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${path.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}">`,
    )
    .join('');

/** An origin that is never contacted: every request is answered from dist or left pending. */
const ORIGIN = 'http://first-paint.invalid';

type Browser = Awaited<ReturnType<(typeof import('puppeteer-core'))['default']['launch']>>;

/**
 * Answers the captured page's requests: the page itself and the built files from dist, nothing
 * from anywhere else. The API is left unanswered, so the page shows what it shows before its data.
 */
function answerFromDist(request: HTTPRequest, outDir: string, indexHtml: string): void {
  const url = new URL(request.url());
  if (url.origin !== ORIGIN) return void request.abort();
  if (request.isNavigationRequest()) {
    return void request.respond({ status: 200, contentType: 'text/html', body: indexHtml });
  }
  const file = normalize(join(outDir, decodeURIComponent(url.pathname)));
  if (file.startsWith(outDir) && extname(file) in CONTENT_TYPES && existsSync(file)) {
    void request.respond({
      status: 200,
      contentType: CONTENT_TYPES[extname(file)],
      body: readFileSync(file),
    });
  }
}

/**
 * Run in the captured page (serialized by puppeteer, so it uses nothing from this module): a
 * copy of #root cut after `lastKept` and made inert, or null when the page lacks what it needs.
 */
function paintedRoot(lastKept: string | null): string | null {
  const root = document.getElementById('root')?.cloneNode(true) as HTMLElement | undefined;
  if (!root) return null;
  if (lastKept) {
    const last = root.querySelector(lastKept);
    if (!last) return null;
    for (let node: Element | null = last; node && node !== root; node = node.parentElement) {
      while (node.nextSibling) node.nextSibling.remove();
    }
  }
  // Painted at rest: the page's entrance animation must not play on the HTML.
  root.querySelectorAll('.page-transition').forEach((node) => {
    node.classList.remove('page-transition');
    if (node.classList.length === 0) node.removeAttribute('class');
    node.removeAttribute('style');
  });
  // A captcha's widget comes with the app; its place stays.
  root.querySelectorAll('altcha-widget').forEach((node) => node.remove());
  // The install offer depends on this browser (dismissed, installed): the app decides.
  root.querySelectorAll('[data-testid="install-prompt"]').forEach((node) => node.remove());
  // Nothing typed before the app runs may be sent (first-paint.js stops the submit too).
  root.querySelectorAll('[name]').forEach((node) => {
    if (node.matches('input, textarea, select, button')) node.removeAttribute('name');
  });
  // A button does nothing until the app runs: it says so, and a tap waits for the app's.
  root.querySelectorAll('button').forEach((node) => node.setAttribute('disabled', ''));
  return root.innerHTML;
}

async function captureScreen(
  browser: Browser,
  outDir: string,
  screen: PaintedScreen,
  variant: Variant | null,
  language: LanguageCode,
): Promise<{ html: string; early: string[] }> {
  const config = {
    siteName: SITE_NAME_TOKEN,
    captchaProvider: variant?.captcha === 'none' ? 'none' : 'altcha',
    googleClientConfigured: variant?.google === 'yes',
  };
  const page0 = readFileSync(join(outDir, 'index.html'), 'utf8').replace(
    /(<meta name="app-config" content=")[^"]*(")/,
    `$1${JSON.stringify(config).replaceAll('"', '&quot;')}$2`,
  );
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
    // The screen at rest, whatever the machine's speed.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await page.setRequestInterception(true);
    page.on('request', (request) => answerFromDist(request, outDir, page0));
    await page.evaluateOnNewDocument(RECORD_EARLY_FETCHES);
    // The language chosen as a member chooses it, before the app's code reads it.
    await page.evaluateOnNewDocument((chosen: string) => {
      localStorage.setItem('language', chosen);
    }, language);
    await page.goto(`${ORIGIN}${captureAddress(screen.path)}`, { waitUntil: 'domcontentloaded' });
    for (const selector of screen.ready) {
      await page.waitForSelector(selector, { timeout: 60_000 }).catch((error: unknown) => {
        throw new Error(`${screen.path} (${language}) never showed ${selector}: ${String(error)}`);
      });
    }
    const early = await page.evaluate(() => (window as EarlyFetches).__firstPaintEarly ?? []);
    const html = await page.evaluate(paintedRoot, screen.lastKept);
    if (!html) throw new Error(`${screen.path} has no ${screen.lastKept ?? '#root'}`);
    if (!html.includes(SITE_NAME_TOKEN)) throw new Error('the site name is not on the screen');
    return { html, early };
  } finally {
    await page.close();
  }
}

async function captureScreens(
  outDir: string,
  chromium: string,
): Promise<{ blocks: string; skipped: string[] }> {
  const { default: puppeteer } = await import('puppeteer-core');
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
    const blocks: string[] = [];
    // A screen that cannot be captured is left unpainted (the app shows it as before); the
    // others are still painted.
    const skipped: string[] = [];
    for (const language of PAINTED_LANGUAGES) {
      for (const screen of SCREENS) {
        for (const variant of screen.variants ?? [null]) {
          try {
            const { html, early } = await captureScreen(browser, outDir, screen, variant, language);
            blocks.push(
              `<!--first-paint ${screen.path} ${screen.audience} ${language} ${variantKey(variant)}-->` +
                `${preloadLinks(early)}<div id="first-paint">${html}</div><!--/first-paint-->`,
            );
          } catch (error) {
            skipped.push(String(error));
          }
        }
      }
    }
    return { blocks: blocks.join(''), skipped };
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
        `</title>\n    <meta name="first-paint-path" content="${FIRST_PAINT_PATH_TOKEN}" />` +
          `\n    <script src="/${scriptFile}"></script>\n    ${HIDE_STYLE}`,
      );
    },
    async writeBundle() {
      // Build-time code, run by Node: the browser rule on process.env does not apply here.
      // eslint-disable-next-line no-restricted-syntax
      const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
      if (!existsSync(chromium)) {
        this.warn(`no Chromium at ${chromium}: no page is painted from the HTML`);
        return;
      }
      const indexPath = join(outDir, 'index.html');
      try {
        const { blocks, skipped } = await captureScreens(outDir, chromium);
        for (const reason of skipped) this.warn(`a first screen was not captured: ${reason}`);
        const page = readFileSync(indexPath, 'utf8').replace(
          '<div id="root"></div>',
          `<div id="root">${blocks}</div>`,
        );
        writeFileSync(indexPath, page);
      } catch (error) {
        this.warn(`the first screens were not captured: ${String(error)}`);
      }
    },
  };
}

/** The script's file name in assets/, for the service worker's precache (vite-first-visit.ts). */
export const isFirstPaintScript = (fileName: string) =>
  /^assets\/first-paint-[\w-]+\.js$/.test(fileName);
