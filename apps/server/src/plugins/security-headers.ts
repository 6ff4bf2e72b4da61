import helmet from '@fastify/helmet';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a content security policy the pages can live with: our own scripts
 * only, inline styles (SweetAlert2 and motion set style attributes), frames from https for
 * iframe ads, task walls and YouTube, images from https for operator content.
 */
/** Origins each hosted captcha loads its script and frame from. */
const CAPTCHA_ORIGINS: Record<string, string[]> = {
  turnstile: ['https://challenges.cloudflare.com'],
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
};

/** The pages that show ad networks' snippets (part 2 §2.4, §2.9), opened in their own tabs. */
const AD_PAGE_PATHS = [
  '/member/waitRedirecting',
  '/member/iframe',
  '/member/youtube',
  '/member/last-page',
];

function isAdPage(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0]!;
  return AD_PAGE_PATHS.some((page) => path === page || path.startsWith(`${page}/`));
}

/** The YouTube player's script and frame origins (part 2 §2.9, the youtube ad page). */
const YOUTUBE_ORIGINS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

export async function installSecurityHeaders(
  app: FastifyInstance,
  options: {
    secure: boolean;
    captchaProvider: string;
    /** The YouTube player script of the youtube ad page; its origin may load and frame. */
    youtubeIframeApiUrl?: string;
    /**
     * Script hosts named in the operator's ad-network snippets (part 2 §4.3), read per
     * response so a saved snippet takes effect without a restart. Space-separated origins.
     */
    adScriptSources?: () => string;
  },
): Promise<void> {
  const captcha = CAPTCHA_ORIGINS[options.captchaProvider] ?? [];
  const youtube = [
    ...new Set([
      ...YOUTUBE_ORIGINS,
      ...(options.youtubeIframeApiUrl ? [new URL(options.youtubeIframeApiUrl).origin] : []),
    ]),
  ];
  // Ad networks' scripts run on the ad pages only, never beside the wallet or the console.
  const adSources = options.adScriptSources;
  const adScripts = adSources
    ? [(request: IncomingMessage) => (isAdPage(request.url) ? adSources() : '')]
    : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...captcha, ...youtube, ...adScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...captcha, ...adScripts],
        frameSrc: ["'self'", 'https:', ...youtube],
        // ALTCHA solves its proof of work in workers started from blob URLs.
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(options.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Pages open ad and wall sites in new tabs that talk back over BroadcastChannel only.
    crossOriginEmbedderPolicy: false,
    hsts: options.secure ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
}
