import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shortenerAdminRoutes } from '@kamao/contract/admin/shorteners';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import { presentShortener } from './presenters.ts';
import {
  createShortener,
  listShortenersWithClaims,
  shortenerById,
  updateShortener,
} from './shortener-catalog.ts';
import type { AskShortener } from './short-link-start.ts';
import { probeShortener } from './shortener-probe.ts';

const { shortenerList, shortenerCreate, shortenerUpdate, shortenerTest } = shortenerAdminRoutes;

/**
 * The operator's shorteners (docs/product/short-links.md#operator): list, add, change, and a test
 * call of the shortener's API with a sample destination (a failed test takes the shortener off
 * the members' list). Admin only; writes are in the audit log.
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

  app.post(shortenerTest.path, { schema: schemaOf(shortenerTest) }, async (request) =>
    probeShortener({ db, publicOrigin, askShortener }, await shortenerById(db, request.params.id)),
  );
};
