import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessionCookieName } from '../../plugins/session.ts';
import { adminApiDocsRoutes } from './admin-routes.ts';
import { guardDocs } from './docs-access.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';
import { PRIVATE_REVALIDATE } from './viewer-page.ts';
import { registerViewerRoutes } from './viewer-routes.ts';

export { buildOpenApiDocument } from './openapi-document.ts';

export const OPENAPI_PATH = '/api/openapi.json';
/** The document's version: it changes with the contract, which ships with the server. */
const DOCUMENT_VERSION = '1.0.0';

/**
 * The contract published: GET /api/openapi.json (OpenAPI 3.1, built from the contract's zod
 * schemas), GET /api/docs (a viewer served by the site), and the console switch that opens both
 * to everyone in production.
 */
export const apiDocsRoutes: FastifyPluginAsync<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const guard = guardDocs(app, { db, production: config.NODE_ENV === 'production' });
  // Built on the first request: it depends only on the code, so one copy per process is right.
  let document: OpenApiDocument | undefined;
  app.get(OPENAPI_PATH, { preHandler: guard }, async (_request, reply) => {
    document ??= buildOpenApiDocument({
      sessionCookieName: sessionCookieName(config),
      version: DOCUMENT_VERSION,
    });
    return reply.header('cache-control', PRIVATE_REVALIDATE).send(document);
  });
  registerViewerRoutes(app, guard);
  await app.register(adminApiDocsRoutes, { db });
};
