import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { receivePostback } from './postback-intake.ts';
import { isWellFormedQuery, isWellFormedText, loggable } from './postback-text.ts';

const MAX_PARAMETERS = 60;
const MAX_VALUE_CHARS = 2000;

/** Set by the form parser on a body whose raw text is not well-formed. */
const MALFORMED_FORM = Symbol('malformed form');

/**
 * Query and form (or JSON) parameters as flat strings, the first of a repeated name winning, and
 * whether any of them was not well-formed text (then made loggable).
 */
function parametersOf(request: FastifyRequest): {
  parameters: Record<string, string>;
  malformed: boolean;
} {
  const out: Record<string, string> = {};
  const at = request.url.indexOf('?');
  let malformed = at >= 0 && !isWellFormedQuery(request.url.slice(at + 1));
  if (request.body && typeof request.body === 'object' && MALFORMED_FORM in request.body) {
    malformed = true;
  }
  const add = (source: unknown) => {
    if (!source || typeof source !== 'object') return;
    for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
      if (Object.keys(out).length >= MAX_PARAMETERS || name in out) continue;
      const first = Array.isArray(value) ? value[0] : value;
      if (['string', 'number', 'boolean'].includes(typeof first)) {
        const value = String(first).slice(0, MAX_VALUE_CHARS);
        if (!isWellFormedText(name) || !isWellFormedText(value)) malformed = true;
        out[loggable(name)] = loggable(value);
      }
    }
  };
  add(request.query);
  add(request.body);
  return { parameters: out, malformed };
}

/**
 * /postback/{wallSlug} (ours, for the networks' servers): GET with query parameters, or POST with a
 * form, JSON or query. No session, no CSRF concern (no cookie is read), so this plugin alone parses
 * urlencoded forms. The answer is plain text.
 */
export const postbackRoutes: FastifyPluginAsync<{ db: Db; publicOrigin: string }> = async (
  app,
  { db, publicOrigin },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      const text = body as string;
      const fields = Object.fromEntries(new URLSearchParams(text));
      done(null, isWellFormedQuery(text) ? fields : { ...fields, [MALFORMED_FORM]: true });
    },
  );

  const handle = async (request: FastifyRequest<{ Params: { slug: string } }>) =>
    receivePostback(db, {
      slug: loggable(request.params.slug),
      method: request.method,
      ip: request.ip,
      ...parametersOf(request),
      fullUrl: `${publicOrigin}${request.url}`,
    });

  for (const method of ['GET', 'POST'] as const) {
    app.route<{ Params: { slug: string } }>({
      method,
      url: '/postback/:slug',
      handler: async (request, reply) => {
        const answer = await handle(request);
        return reply.code(answer.status).type('text/plain; charset=utf-8').send(answer.text);
      },
    });
  }
};
