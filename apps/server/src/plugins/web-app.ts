import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
  '/auth',
  '/healthz',
  '/socket.io',
];

/** Settings the browser may know; nothing secret goes here (STYLE.md, Epic Stack). */
export interface PublicAppConfig {
  siteName: string;
  supportPhone: string;
  googleClientConfigured: boolean;
  captchaProvider: string;
  captchaSiteKey: string;
  channelConfigured: boolean;
  /**
   * The AES-256-GCM key of sealed payloads (SHA-256 of PAYLOAD_SECRET, base64url). Public by
   * design: sealing is obfuscation for the spec's client, not security (DESIGN.md "API").
   */
  payloadKey: string;
  /** The YouTube player script of the youtube ad page (YOUTUBE_IFRAME_API_URL). */
  youtubeIframeApiUrl: string;
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Serves the built web app (apps/web/dist): hashed assets with long caching, and index.html for
 * every other GET that accepts HTML (history fallback), with the public config in a meta tag.
 */
export async function installWebApp(
  app: FastifyInstance,
  options: { webRoot: string; publicConfig: PublicAppConfig },
): Promise<void> {
  const indexPath = join(options.webRoot, 'index.html');
  const built = existsSync(indexPath);
  const indexHtml = built
    ? readFileSync(indexPath, 'utf8').replace(
        '__APP_CONFIG__',
        escapeAttribute(JSON.stringify(options.publicConfig)),
      )
    : '';
  if (built) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join(options.webRoot, 'assets')}`);
        res.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  } else {
    app.log.warn({ webRoot: options.webRoot }, 'web app not built; run `npm run build`');
  }

  const serveIndex = (reply: FastifyReply) =>
    built
      ? reply
          .code(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(indexHtml)
      : reply.code(503).type('text/plain').send('The web app is not built. Run `npm run build`.');

  app.get('/', (_request, reply) => serveIndex(reply));

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
      return serveIndex(reply);
    }
    return reply.code(404).send({ error_msg: 'Not found' });
  });
}
