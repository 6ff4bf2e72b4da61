import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a content security policy the pages can live with: our own scripts
 * only, inline styles (SweetAlert2 and motion set style attributes), frames from https for
 * iframe ads, task walls and YouTube, images from https for operator content.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: { secure: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        workerSrc: ["'self'"],
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
