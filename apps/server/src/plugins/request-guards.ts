import { NUL_REFUSED_MESSAGE } from '@kamao/contract/error-texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PayloadCipher } from '../lib/payload-cipher.ts';
import { badRequest, forbidden } from '../lib/app-error.ts';
import { siteOrigins } from '../lib/site-origins.ts';
import { STATE_CHANGING_METHODS } from '../lib/http-methods.ts';

// Fields the spec's client may send sealed (docs/product/common.md#sealed-payloads).
const SEALED_FIELDS = ['obj', 'encryptedObj', 'obj_already'] as const;

/**
 * Guards every route:
 * - CSRF defence, on request before the body is read: a state-changing request that names an
 *   Origin must name exactly this site's, PUBLIC_ORIGIN (scheme, host and port; SameSite=Lax
 *   cookies already keep cross-site form posts anonymous). Comparing hosts alone let
 *   http://site post to https://site, and another port of the same host post too. A request
 *   without Origin (a server calling us, an older browser's same-origin call) is let through.
 *   On a loopback PUBLIC_ORIGIN its other loopback spellings pass too (lib/site-origins.ts).
 * - Before validation, opens `{obj: "v1.…"}` payloads so route schemas validate the plain object.
 * - Refuses a NUL character anywhere in the path, query or body: PostgreSQL cannot store one in
 *   text and would fail the query (a 500) instead of the route answering a clear 4xx.
 */
export function installRequestGuards(
  app: FastifyInstance,
  options: { cipher: PayloadCipher; publicOrigin: string },
): void {
  const ownOrigins = siteOrigins(options.publicOrigin);
  // Callback hooks, not async ones: these run on every request, and an async hook costs a
  // promise and a microtask turn each time even when it has nothing to do.
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = STATE_CHANGING_METHODS.has(request.method) ? request.headers.origin : undefined;
    if (origin !== undefined && !ownOrigins.has(origin)) done(forbidden(CROSS_SITE_REFUSED));
    else done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    done(refusalOf(request, options.cipher));
  });
}

/** Why a request's input is refused before validation, after opening its sealed fields. */
function refusalOf(request: FastifyRequest, cipher: PayloadCipher): Error | undefined {
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    for (const field of SEALED_FIELDS) {
      const value = record[field];
      if (typeof value !== 'string') continue;
      const opened = cipher.decrypt(value);
      if (opened === undefined) return badRequest('Invalid encrypted payload');
      record[field] = opened;
    }
  }
  if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
    return badRequest(NUL_REFUSED_MESSAGE);
  }
  return undefined;
}

export const CROSS_SITE_REFUSED = 'Cross-site request refused';

/** True when a string anywhere in the value (keys included) holds U+0000. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 32) return false;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  }
  return false;
}
