import type { FastifyInstance } from 'fastify';
import type { PayloadCipher } from '../lib/payload-cipher.ts';
import { badRequest, forbidden } from '../lib/app-error.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Fields the spec's client may send sealed (spec part 1 §3, part 2 §7.1).
const SEALED_FIELDS = ['obj', 'encryptedObj', 'obj_already'] as const;

/**
 * Runs before validation on every route:
 * - CSRF defence: a state-changing request that names an Origin must come from this site
 *   (SameSite=Lax cookies already keep cross-site form posts anonymous).
 * - Opens `{obj: "v1.…"}` payloads so route schemas validate the plain object.
 * - Refuses a NUL character anywhere in the path, query or body: PostgreSQL cannot store one in
 *   text and would fail the query (a 500) instead of the route answering a clear 4xx.
 */
export function installRequestGuards(
  app: FastifyInstance,
  options: { cipher: PayloadCipher; publicOrigin: string },
): void {
  app.addHook('preValidation', async (request) => {
    if (UNSAFE_METHODS.has(request.method)) {
      const origin = request.headers.origin;
      if (origin && origin !== options.publicOrigin && !sameHost(origin, request.headers.host)) {
        throw forbidden('Cross-site request refused');
      }
    }
    const body = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const record = body as Record<string, unknown>;
      for (const field of SEALED_FIELDS) {
        const value = record[field];
        if (typeof value !== 'string') continue;
        const opened = options.cipher.decrypt(value);
        if (opened === undefined) throw badRequest('Invalid encrypted payload');
        record[field] = opened;
      }
    }
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw badRequest(NUL_REFUSED);
    }
  });
}

export const NUL_REFUSED = 'The request contains a character that is not allowed.';

/** True when a string anywhere in the value (keys included) holds U+0000. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 32) return false;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  }
  return false;
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (!host || !URL.canParse(origin)) return false;
  return new URL(origin).host === host;
}
