import helmet from '@fastify/helmet';
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

export async function installSecurityHeaders(
  app: FastifyInstance,
  options: { secure: boolean; captchaProvider: string },
): Promise<void> {
  const captcha = CAPTCHA_ORIGINS[options.captchaProvider] ?? [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...captcha],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...captcha],
        frameSrc: ["'self'", 'https:'],
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
