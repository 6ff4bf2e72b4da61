import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

/** An answer slower than this gets a log line: a member notices a wait of a second. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * Fastify's own per-request lines ("incoming request", "request completed") cost up to a third
 * of a light call's CPU; they are silenced (app.ts passes this as `logController`). Its lines
 * about something gone wrong stay: a response stream that broke, a serializer that failed.
 */
export class FailuresOnlyLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error) super.requestCompleted(error, request, reply, metadata);
  }
}

/**
 * One log line per answer worth a look, in place of Fastify's two lines for every request: a
 * server error (5xx) and a slow answer, with method, url, status and duration. The url is the
 * route's pattern (or the path without its query), so tokens in a query or a route parameter
 * never reach the log.
 */
export function installRequestLog(
  app: FastifyInstance,
  options: { slowRequestMs?: number } = {},
): void {
  const slowRequestMs = options.slowRequestMs ?? SLOW_REQUEST_MS;
  // A thrown error is logged once, with its stack, by the error handler (error-handler.ts).
  const loggedByErrorHandler = new WeakSet<FastifyRequest>();
  app.addHook('onError', (request, _reply, _error, done) => {
    loggedByErrorHandler.add(request);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const durationMs = reply.elapsedTime;
    const failed = reply.statusCode >= 500 && !loggedByErrorHandler.has(request);
    const slow = durationMs > slowRequestMs;
    if (failed || slow) {
      const line = {
        method: request.method,
        url: request.routeOptions.url ?? request.url.split('?', 1)[0],
        statusCode: reply.statusCode,
        durationMs: Math.round(durationMs),
      };
      if (failed) request.log.error(line, 'answered with a server error');
      else request.log.warn(line, 'slow request');
    }
    done();
  });
}
