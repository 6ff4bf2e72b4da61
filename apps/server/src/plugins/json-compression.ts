import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { preferredEncoding, type PrecompressedEncoding } from './accept-encoding.ts';

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const JSON_COMPRESSION_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Brotli's default quality (11) is meant for files compressed once at build time; for an answer
// made per request, quality 4 is about as small as gzip's best and several times faster.
const compress: Record<PrecompressedEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

const isJson = (contentType: unknown) => /^application\/json\b/i.test(String(contentType ?? ''));

/**
 * Brotli or gzip, by the request's Accept-Encoding, for JSON answers of at least
 * JSON_COMPRESSION_MIN_BYTES (the home page's and the dashboard's data on a phone's
 * connection). Only JSON: the web app's files are served from their precompressed copies
 * (web-app.ts), and an answer that already has a Content-Encoding is never touched. Install
 * last among the onSend hooks, so the others see the answer as it was made.
 */
export function installJsonCompression(app: FastifyInstance): void {
  // A callback hook: most answers pass untouched, and an async hook would cost them a promise
  // and a microtask turn each (the light calls).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'HEAD') return done(null, payload);
    if (reply.hasHeader('content-encoding') || !isJson(reply.getHeader('content-type'))) {
      return done(null, payload);
    }
    // Measured before copying: most answers are small and pass as they are.
    const size =
      typeof payload === 'string'
        ? Buffer.byteLength(payload)
        : Buffer.isBuffer(payload)
          ? payload.length
          : 0;
    // Streams and empty answers (204, 304) pass as they are.
    if (size < JSON_COMPRESSION_MIN_BYTES) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : (payload as Buffer);
    // The answer differs by Accept-Encoding, whichever encoding this request gets.
    reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept-Encoding'));
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    compress[encoding](body)
      .then(
        (compressed) => {
          reply.header('content-encoding', encoding);
          reply.removeHeader('content-length');
          done(null, compressed);
        },
        (error: Error) => done(error),
      )
      // A throw while the answer is sent (inside done) has no one else to report it.
      .catch((err: unknown) => request.log.error({ err }, 'compressed answer not sent'));
  });
}

function appendVary(current: unknown, field: string): string {
  const existing = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  const fields = existing
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (fields.some((name) => name === '*' || name.toLowerCase() === field.toLowerCase())) {
    return fields.join(', ');
  }
  return [...fields, field].join(', ');
}
