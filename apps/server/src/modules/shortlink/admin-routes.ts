import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shortenerAdminRoutes } from '@kamao/contract/admin/shorteners';
import { SHORTLINK_END_PAGE_ROUTE } from '@kamao/contract/shortlink-texts';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import { createBuiltinLink } from './builtin-shortener.ts';
import { presentShortener } from './presenters.ts';
import {
  createShortener,
  effectiveApiUrl,
  listShortenersWithClaims,
  shortenerById,
  updateShortener,
} from './shortener-catalog.ts';
import type { AskShortener } from './short-link-start.ts';
import { noteShortenerFailed, noteShortenerWorked } from './shortener-health.ts';

const { shortenerList, shortenerCreate, shortenerUpdate, shortenerTest } = shortenerAdminRoutes;

/**
 * The operator's shorteners (docs/product/short-links.md#operator): list, add, change, and a test
 * call of the shortener's API with a sample destination. Admin only; writes are in the audit log.
 */
export const adminShortenerRoutes: FastifyPluginAsyncZod<{
  db: Db;
  publicOrigin: string;
  askShortener: AskShortener;
}> = async (app, { db, publicOrigin, askShortener }) => {
  useAdminScope(app, db);

  const present = async (id: string) => {
    const row = (await listShortenersWithClaims(db)).find((s) => s.id === id);
    return { shortener: presentShortener(row!) };
  };

  app.get(shortenerList.path, { schema: schemaOf(shortenerList) }, async () => ({
    shorteners: (await listShortenersWithClaims(db)).map(presentShortener),
  }));

  app.post(
    shortenerCreate.path,
    { ...audited('shortener.create'), schema: schemaOf(shortenerCreate) },
    async (request) => {
      const id = await createShortener(db, request.body);
      noteAudit(request, { target: id });
      return present(id);
    },
  );

  app.patch(
    shortenerUpdate.path,
    { ...audited('shortener.update'), schema: schemaOf(shortenerUpdate) },
    async (request) => {
      await updateShortener(db, request.params.id, request.body);
      return present(request.params.id);
    },
  );

  app.post(shortenerTest.path, { schema: schemaOf(shortenerTest) }, async (request) => {
    const shortener = await shortenerById(db, request.params.id);
    // A sample destination like a member's, whose token no attempt holds.
    const destination = `${publicOrigin}${SHORTLINK_END_PAGE_ROUTE}/test-${randomBytes(8).toString('hex')}`;
    if (shortener.provider === 'builtin') {
      const shortUrl = await createBuiltinLink(db, {
        destination,
        origin: publicOrigin,
        minSeconds: shortener.minSeconds,
      });
      return {
        ok: true,
        shortUrl,
        message: 'The built-in shortener works.',
        rawAnswer: '',
        elapsedMs: 0,
      };
    }
    const answer = await askShortener({
      apiUrl: effectiveApiUrl(shortener),
      apiKey: shortener.apiKey,
      destination,
    });
    if (answer.ok) await noteShortenerWorked(db, shortener);
    else await noteShortenerFailed(db, shortener.id, answer.message);
    return answer.ok
      ? {
          ok: true,
          shortUrl: answer.shortUrl,
          message: 'The shortener answered a short URL.',
          rawAnswer: answer.rawAnswer,
          elapsedMs: answer.elapsedMs,
        }
      : {
          ok: false,
          shortUrl: null,
          message: answer.message,
          rawAnswer: answer.rawAnswer,
          elapsedMs: answer.elapsedMs,
        };
  });
};
