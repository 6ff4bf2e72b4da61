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
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const field of SEALED_FIELDS) {
      const value = record[field];
      if (typeof value !== 'string') continue;
      const opened = options.cipher.decrypt(value);
      if (opened === undefined) throw badRequest('Invalid encrypted payload');
      record[field] = opened;
    }
  });
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (!host || !URL.canParse(origin)) return false;
  return new URL(origin).host === host;
}
