import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { receivePostback } from './postback-intake.ts';

const MAX_PARAMETERS = 60;
const MAX_VALUE_CHARS = 2000;

/** Query and form (or JSON) parameters as flat strings; the first of a repeated name wins. */
function parametersOf(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  const add = (source: unknown) => {
    if (!source || typeof source !== 'object') return;
    for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
      if (Object.keys(out).length >= MAX_PARAMETERS || name in out) continue;
      const first = Array.isArray(value) ? value[0] : value;
      if (['string', 'number', 'boolean'].includes(typeof first)) {
        out[name] = String(first).slice(0, MAX_VALUE_CHARS);
      }
    }
  };
  add(request.query);
  add(request.body);
  return out;
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
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const handle = async (request: FastifyRequest<{ Params: { slug: string } }>) =>
    receivePostback(db, {
      slug: request.params.slug,
      method: request.method,
      ip: request.ip,
      parameters: parametersOf(request),
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
