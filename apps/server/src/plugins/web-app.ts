import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  APP_CONFIG_PLACEHOLDER,
  publicAppConfigSchema,
  type PublicAppConfig,
} from '@kamao/contract/public-app-config';
import {
  FIRST_PAINT_SLOT_ATTRIBUTE,
  FIRST_PAINT_SLOTS,
  type FirstPaintSlot,
} from '@kamao/contract/first-paint-slots';
import { LANGUAGE_CODES, type LanguageCode } from '@kamao/contract/language';
import { matchesPagePath } from '@kamao/contract/page-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/escape-html.ts';
import type { PaintedMemberSlot } from '../lib/painted-member-slot.ts';
import type { ChangingValue } from '../shared-state/invalidated-cache.ts';
import { preferredEncoding, type PrecompressedEncoding } from './accept-encoding.ts';
import { requestLanguage } from './member-language.ts';

/** Prefixes of the API: never answered with the web app, even for a browser. */
const API_PREFIXES = [
  '/userRoute',
  '/userAmount',
  '/userIncomeRoute',
  '/advertiserRoute',
  '/userMessageRoute',
  '/checkLogin_for_navBar',
  '/api',
  '/postback',
  '/webhooks',
  '/auth',
  '/healthz',
  '/socket.io',
];

/** The page in each encoding, compressed once at start: it is the same for every visitor. */
type EncodedPage = Record<PrecompressedEncoding | 'identity', Buffer>;

function encodePage(html: string): EncodedPage {
  const identity = Buffer.from(html, 'utf8');
  const smaller = (compressed: Buffer) =>
    compressed.length < identity.length ? compressed : identity;
  return {
    identity,
    br: smaller(
      brotliCompressSync(identity, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    ),
    gzip: smaller(gzipSync(identity, { level: zlib.Z_BEST_COMPRESSION })),
  };
}

// The first screens painted into index.html by the build (apps/web/vite-first-paint.ts: the
// block markers, SITE_NAME_TOKEN, FIRST_PAINT_PATH_TOKEN and variantKey, which these mirror).
// Each screen is painted once per language.
const FIRST_PAINT_BLOCK =
  /<!--first-paint (\S+) (visitors|members) (en|hi) ([^>]*?)-->([\s\S]*?)<!--\/first-paint-->/g;
// A slot the server fills in a painted screen (@kamao/contract/first-paint-slots), as captured:
// empty, maybe with a class after its name.
const FIRST_PAINT_SLOT = new RegExp(
  `<div ${FIRST_PAINT_SLOT_ATTRIBUTE}="(${FIRST_PAINT_SLOTS.join('|')})"([^>]*)></div>`,
  'g',
);
// The page's language, so the head script shows a painted screen only in the language chosen.
const HTML_LANGUAGE = /<html lang="[^"]*"/;
const FIRST_PAINT_PATH_TOKEN = '__FIRST_PAINT_PATH__';
const SITE_NAME_TOKEN = /__SITE_NAME__/g;
// The web app's default site name (apps/web/src/lib/app-config.ts) for a blank setting.
const DEFAULT_SITE_NAME = 'Kamao';

/** Which capture of a page with variants fits this site's config (vite-first-paint.ts). */
function variantKeyOf(config: PublicAppConfig): string {
  const captcha = config.captchaProvider === 'none' ? 'none' : 'shown';
  return `captcha=${captcha} google=${config.googleClientConfigured ? 'yes' : 'no'}`;
}

/** The dashboard's announcements in each language, as written into its painted first screen. */
export type PaintedAnnouncements = ChangingValue<Record<LanguageCode, string>>;

/** Who a painted screen is for: a members' screen needs a valid session to be sent. */
export type Audience = 'visitors' | 'members';

interface PaintedPage {
  readonly page: EncodedPage;
  audience: Audience;
  /** The page with the member slot filled, when its screen has that slot. */
  readonly withMemberSlot: EncodedPage | undefined;
}

/** The app's page for each painted path, and for every other path, with the public config. */
export interface IndexPages {
  painted: ReadonlyMap<string, PaintedPage>;
  other: EncodedPage;
}

/**
 * The page for each path painted by the build (its block of the site's config variant and of
 * `language` only, the path named for first-paint.js), and the page for every other path, with
 * no block; all with the public config and `language` as the page's.
 */
export function indexPages(
  html: string,
  publicConfig: PublicAppConfig,
  language: LanguageCode = 'en',
  slots: Partial<Record<FirstPaintSlot, string>> = {},
  memberSlot?: { slot: FirstPaintSlot; html: string },
): IndexPages {
  // Parsed, so only the whitelisted keys reach the page.
  const config = publicAppConfigSchema.parse(publicConfig);
  const configAttribute = escapeHtml(JSON.stringify(config));
  const siteName = escapeHtml(config.siteName.trim() || DEFAULT_SITE_NAME);
  const variant = variantKeyOf(config);
  // The build's tokens first, the config last: a token inside a setting stays as written.
  // Replacer functions throughout, so a `$` in a setting or a screen is only a `$`.
  const fits = (blockLanguage: string, key: string) =>
    blockLanguage === language && (key === 'any' || key === variant);
  const withBlock = (path: string, filled = slots) =>
    html
      .replace(
        FIRST_PAINT_BLOCK,
        (_match, blockPath: string, _audience, blockLanguage: string, key: string, block) =>
          blockPath === path && fits(blockLanguage, key) ? String(block) : '',
      )
      .replace(HTML_LANGUAGE, `<html lang="${language}"`)
      .replace(FIRST_PAINT_PATH_TOKEN, () => escapeHtml(path))
      .replace(SITE_NAME_TOKEN, () => siteName)
      .replace(APP_CONFIG_PLACEHOLDER, () => configAttribute)
      // Last, so nothing in a slot's content is taken for a token.
      .replace(FIRST_PAINT_SLOT, (empty, slot: FirstPaintSlot) =>
        filled[slot] ? empty.replace('></div>', () => `>${filled[slot]}</div>`) : empty,
      );
  const slotMarker = memberSlot && `${FIRST_PAINT_SLOT_ATTRIBUTE}="${memberSlot.slot}"`;
  const painted = new Map<string, PaintedPage>();
  for (const [, path, audience, blockLanguage, key, block] of html.matchAll(FIRST_PAINT_BLOCK)) {
    if (path && block && fits(blockLanguage ?? '', key ?? '') && !painted.has(path)) {
      // Made and compressed at its first request: every member page is painted, and compressing
      // them all at start would cost the start a second or more of CPU.
      let page: EncodedPage | undefined;
      let withMemberSlot: EncodedPage | undefined;
      const hasMemberSlot = slotMarker !== undefined && block.includes(slotMarker);
      painted.set(path, {
        get page() {
          return (page ??= encodePage(withBlock(path)));
        },
        get withMemberSlot() {
          if (!hasMemberSlot || !memberSlot) return undefined;
          return (withMemberSlot ??= encodePage(
            withBlock(path, { ...slots, [memberSlot.slot]: memberSlot.html }),
          ));
        },
        audience: audience as Audience,
      });
    }
  }
  return { painted, other: encodePage(withBlock('')) };
}

/**
 * The built files themselves, from apps/web/dist: hashed assets kept for a year, the rest
 * checked again on each use. Text files are answered from the Brotli or gzip copies the build
 * wrote beside them (apps/web/vite-precompress.ts), chosen by Accept-Encoding.
 */
async function serveBuiltFiles(app: FastifyInstance, webRoot: string): Promise<void> {
  // Hashed file names change with their content, so those may be kept for a year.
  const hashedAssets = join(webRoot, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Ours below, not send's default max-age=0 written over it.
    cacheControl: false,
    // A route per file, but not for the compressed copies (found beside their original) nor
    // for the page, which is only ever answered with the public config written in.
    globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
    setHeaders: (res, path) => {
      // A cache in between must keep the plain and the compressed answers apart.
      if (!res.getHeader('vary')) res.setHeader('vary', 'Accept-Encoding');
      res.setHeader(
        'cache-control',
        path.startsWith(hashedAssets)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      );
    },
  });
}

/**
 * How long a page waits to know whether a member slot is the member's (one index probe, a
 * millisecond or two): a database slow beyond that costs the page its slot, not its speed.
 */
export const MEMBER_SLOT_WAIT_MS = 150;

/** The member of the request's valid session, or null (plugins/session.ts). */
type IdentifyMember = (request: FastifyRequest) => Promise<{ id: string } | null>;

/** Adds to a page's answer what the session plugins give a visitor (their device id). */
type PageAnswerHook = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * The painted page of a path: its own, or that of a pattern of the page table it matches (a
 * task wall, a game room: one screen for every value, vite-first-paint.ts).
 */
function paintedFor(pages: IndexPages, path: string) {
  const own = pages.painted.get(path);
  if (own) return own;
  for (const [pattern, painted] of pages.painted) {
    if (pattern.includes(':') && matchesPagePath(pattern, path)) return painted;
  }
  return undefined;
}

/**
 * Answers a page request with index.html: the painted page that fits, in the visitor's language.
 */
function indexAnswerer(
  pagesNow: () => Map<LanguageCode, IndexPages> | undefined,
  identifyMember: IdentifyMember | undefined,
  onPageAnswer: PageAnswerHook | undefined,
  memberSlot: PaintedMemberSlot | undefined,
) {
  /**
   * Whether the member is shown the member slot; not when that cannot be known now, or not soon:
   * the app shows what it needs once its data comes, and the page itself must not fail or wait.
   */
  const memberSlotShown = async (request: FastifyRequest, memberId: string) => {
    if (!memberSlot) return false;
    const decided = memberSlot.shownTo(memberId).catch((err: unknown) => {
      request.log.warn({ err }, 'painted member slot not decided');
      return false;
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), MEMBER_SLOT_WAIT_MS);
    });
    try {
      return await Promise.race([decided, late]);
    } finally {
      clearTimeout(timer);
    }
  };

  /**
   * A painted screen goes only to its audience: the member dashboard's to a valid session, a
   * visitor's page to a request without one (a member is not shown the visitor's hero first).
   */
  const pageFor = async (request: FastifyRequest, path: string) => {
    const pages = pagesNow()?.get(requestLanguage(request));
    if (!pages) return undefined;
    const painted = paintedFor(pages, path);
    if (!painted) return pages.other;
    const member = (await identifyMember?.(request)) ?? null;
    if (painted.audience === 'visitors') return member === null ? painted.page : pages.other;
    if (member === null) return pages.other;
    const withSlot = painted.withMemberSlot;
    return withSlot && (await memberSlotShown(request, member.id)) ? withSlot : painted.page;
  };

  return async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const indexPage = await pageFor(request, path);
    if (!indexPage) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build`.');
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = encoding ? indexPage[encoding] : indexPage.identity;
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // The painted screen depends on the session and language cookies (pageFor).
      .header('vary', 'accept-encoding, cookie');
    if (encoding && body !== indexPage.identity) reply.header('content-encoding', encoding);
    onPageAnswer?.(request, reply);
    return reply.send(body);
  };
}

/**
 * Serves the built web app (apps/web/dist): hashed assets with long caching, and index.html for
 * every other GET that accepts HTML (history fallback), with the public config in a meta tag.
 */
export async function installWebApp(
  app: FastifyInstance,
  options: {
    webRoot: string;
    publicConfig: PublicAppConfig;
    identifyMember?: IdentifyMember;
    onPageAnswer?: PageAnswerHook;
    /** Written into the dashboard's painted screen; the pages are made again when they change. */
    paintedAnnouncements?: PaintedAnnouncements;
    /** Written into a painted screen for the members it names (the dashboard's first step). */
    paintedMemberSlot?: PaintedMemberSlot;
  },
): Promise<void> {
  const indexPath = join(options.webRoot, 'index.html');
  const built = existsSync(indexPath);
  const html = built ? readFileSync(indexPath, 'utf8') : undefined;
  // The page in each language, chosen by the visitor's language cookie (member-language.ts).
  const buildPages = () =>
    html
      ? new Map(
          LANGUAGE_CODES.map((language) => [
            language,
            indexPages(
              html,
              options.publicConfig,
              language,
              { announcements: options.paintedAnnouncements?.current()[language] },
              options.paintedMemberSlot && {
                slot: options.paintedMemberSlot.slot,
                html: options.paintedMemberSlot.html[language],
              },
            ),
          ]),
        )
      : undefined;
  let pagesIn = buildPages();
  options.paintedAnnouncements?.onChange(() => {
    pagesIn = buildPages();
  });
  if (built) await serveBuiltFiles(app, options.webRoot);
  else app.log.warn({ webRoot: options.webRoot }, 'web app not built; run `npm run build`');

  const serveIndex = indexAnswerer(
    () => pagesIn,
    options.identifyMember,
    options.onPageAnswer,
    options.paintedMemberSlot,
  );
  app.get('/', (request, reply) => serveIndex(request, reply, '/'));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    // Only build assets are files; member paths may end in anything (/member/task-wall/<url>).
    const looksLikeFile = path.startsWith('/assets/');
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      wantsHtml &&
      !isApi &&
      !looksLikeFile
    ) {
      return serveIndex(request, reply, path);
    }
    return reply.code(404).send({ error_msg: 'Not found' });
  });
}
