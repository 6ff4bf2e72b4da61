import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { packageFileReader } from './compressed-package-file.ts';
import { PRIVATE_REVALIDATE, START_VIEWER_JS, VIEWER_BASE, VIEWER_HTML } from './viewer-page.ts';

/** Swagger UI's files the page loads, with their types; nothing else of the package is served. */
const PACKAGE_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

// Resolved at run time from node_modules, in the source tree and in the server bundle alike.
const packageFolder = () =>
  dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** /api/docs and the viewer's files, all behind the same access rule as the document. */
export function registerViewerRoutes(app: FastifyInstance, guard: preHandlerAsyncHookHandler) {
  const folder = packageFolder();
  app.get(VIEWER_BASE, { preHandler: guard }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', PRIVATE_REVALIDATE)
      .send(VIEWER_HTML),
  );
  app.get(`${VIEWER_BASE}/start-viewer.js`, { preHandler: guard }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', PRIVATE_REVALIDATE)
      .send(START_VIEWER_JS),
  );
  for (const [file, type] of Object.entries(PACKAGE_FILES)) {
    const read = packageFileReader(join(folder, file));
    // The PNG is compressed already; text files go out in Brotli or gzip.
    const compressible = !type.startsWith('image/');
    app.get(`${VIEWER_BASE}/${file}`, { preHandler: guard }, async (request, reply) => {
      const { body, encoding } = await read(
        compressible ? request.headers['accept-encoding'] : undefined,
      );
      reply
        .type(type)
        // The package's version changes the files; a day's cache is enough between deploys.
        .header('cache-control', 'private, max-age=86400');
      if (compressible) reply.header('vary', 'Accept-Encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    });
  }
}
