import type { FastifyInstance } from 'fastify';
import { matchesPagePath, pagePaths } from '@kamao/contract/page-paths';

/**
 * Security headers with a content security policy the pages can live with: our own scripts
 * only, inline styles (SweetAlert2 and motion set style attributes), frames from https for
 * iframe ads and task walls, images from https for operator content.
 *
 * The headers are the ones @fastify/helmet sent with these settings, built once at start (and
 * again when the ad-network hosts change) instead of on every request: helmet assembled the
 * policy per request, a measurable share of a light call's CPU.
 */

/** Origins each hosted captcha loads its script and frame from. */
const CAPTCHA_ORIGINS: Record<string, string[]> = {
  turnstile: ['https://challenges.cloudflare.com'],
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
};

/**
 * The pages that show ad networks' snippets (docs/product/ptc-ads.md#the-ad-tabs,
 * docs/product/short-links.md#the-last-page), opened in their own tabs.
 */
const AD_PAGES = [
  pagePaths.waitRedirecting,
  pagePaths.iframeAd,
  pagePaths.youtubeAd,
  pagePaths.shortLinkLastPage,
  pagePaths.shortLinkInterstitial,
];

/** The YouTube player's script and frame origins, needed by the youtube ad page only. */
const YOUTUBE_ORIGINS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

// Every ad page is a member page; the rest of the site is told apart with one test.
const MEMBER_AREA = /^\/member\//i;

/** Which policy a page gets: third-party scripts run only where they are needed. */
type PageKind = 'site' | 'adPage' | 'youtubeAdPage' | 'taskWallPage';

function pageKindOf(url: string): PageKind {
  if (!MEMBER_AREA.test(url)) return 'site';
  if (matchesPagePath(pagePaths.youtubeAd, url)) return 'youtubeAdPage';
  if (matchesPagePath(pagePaths.taskWall, url)) return 'taskWallPage';
  return AD_PAGES.some((page) => matchesPagePath(page, url)) ? 'adPage' : 'site';
}

// Only plain https origins may widen the policy. ad-snippets.ts refuses anything else when the
// operator saves; this keeps a `;` or a quote out of the header whatever reaches us.
const PLAIN_HTTPS_ORIGIN = /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

const adOriginsOf = (list: string) =>
  list.split(/\s+/).filter((origin) => PLAIN_HTTPS_ORIGIN.test(origin));
// Wall origins come from the operator's wall addresses (an http one only works on an http site).
const PLAIN_WEB_ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;
const wallOriginsOf = (list: string) =>
  list.split(/\s+/).filter((origin) => PLAIN_WEB_ORIGIN.test(origin));

/** The changing list of the operator's ad-snippet script hosts (InvalidatedCache fits). */
export interface AdScriptSourceList {
  /** Space-separated https origins, as a CSP source list takes them. */
  current(): string;
  /** Called with the new list after it changed, in this process. */
  onChange(listener: (origins: string) => void): unknown;
}

export interface SecurityHeaderOptions {
  /** HTTPS in front: HSTS and upgrade-insecure-requests. */
  secure: boolean;
  captchaProvider: string;
  /** The YouTube player script of the youtube ad page; its origin may load and frame there. */
  youtubeIframeApiUrl?: string;
  /**
   * Script hosts named in the operator's ad-network snippets (docs/product/ptc-ads.md#blocking).
   */
  adScriptSources?: AdScriptSourceList;
  /**
   * The enabled task walls' origins: the only frames of the wall page
   * (docs/product/task-walls.md#a-walls-page).
   */
  wallFrameSources?: AdScriptSourceList;
}

type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

function policyHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
}

interface PagePolicy {
  adOrigins: string[];
  youtubeOrigins: string[];
  /** When set, the page frames only these (and itself); otherwise any https page. */
  frameOrigins?: string[];
}

function contentSecurityPolicy(options: SecurityHeaderOptions, page: PagePolicy): string {
  const captcha = CAPTCHA_ORIGINS[options.captchaProvider] ?? [];
  return policyHeader({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...captcha, ...page.youtubeOrigins, ...page.adOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...captcha, ...page.adOrigins],
    'frame-src': page.frameOrigins
      ? ["'self'", ...page.frameOrigins]
      : ["'self'", 'https:', ...page.youtubeOrigins],
    // ALTCHA solves its proof of work in workers started from blob URLs.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...(options.secure ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/** Helmet's defaults as the site used them (no COEP: pages open ad and wall sites in tabs). */
function headerList(options: SecurityHeaderOptions, policy: string): HeaderList {
  return [
    ['content-security-policy', policy],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'no-referrer'],
    ...(options.secure
      ? ([['strict-transport-security', 'max-age=15552000; includeSubDomains']] as const)
      : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

function headerSets(
  options: SecurityHeaderOptions,
  adList: string,
  wallList: string,
): Record<PageKind, HeaderList> {
  const youtubeOrigins = [
    ...new Set([
      ...YOUTUBE_ORIGINS,
      ...(options.youtubeIframeApiUrl ? [new URL(options.youtubeIframeApiUrl).origin] : []),
    ]),
  ];
  const adOrigins = adOriginsOf(adList);
  const build = (page: PagePolicy) => headerList(options, contentSecurityPolicy(options, page));
  return {
    site: build({ adOrigins: [], youtubeOrigins: [] }),
    adPage: build({ adOrigins, youtubeOrigins: [] }),
    youtubeAdPage: build({ adOrigins, youtubeOrigins }),
    // A crafted /member/task-wall/{address} link must not frame a look-alike of our pages.
    taskWallPage: build({
      adOrigins: [],
      youtubeOrigins: [],
      frameOrigins: wallOriginsOf(wallList),
    }),
  };
}

/**
 * Sends the prebuilt headers on every answer. Ad networks' scripts run on the ad pages only and
 * YouTube's on the youtube ad page only, never beside the wallet or the console. When the
 * operator's ad hosts change, adScriptSources.onChange rebuilds the ad pages' sets.
 */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const rebuild = () =>
    headerSets(
      options,
      options.adScriptSources?.current() ?? '',
      options.wallFrameSources?.current() ?? '',
    );
  let sets = rebuild();
  options.adScriptSources?.onChange(() => {
    sets = rebuild();
  });
  options.wallFrameSources?.onChange(() => {
    sets = rebuild();
  });
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of sets[pageKindOf(request.url)]) reply.header(name, value);
    done();
  });
}
