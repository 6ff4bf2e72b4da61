import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { giftCodeAdminRoutes } from '@kamao/contract/admin/gift-codes';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import {
  createGiftCode,
  giftCodeById,
  listGiftCodes,
  updateGiftCode,
} from './gift-code-catalog.ts';

const { giftCodeList, giftCodeCreate, giftCodeUpdate } = giftCodeAdminRoutes;

/**
 * Gift codes for the operator (issue 4 "Gift codes"): list, create, and change the limit or the
 * expiry; members claim them through routes.ts.
 */
export const adminGiftCodeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);

  app.get(giftCodeList.path, { schema: schemaOf(giftCodeList) }, async () => ({
    giftCodes: await listGiftCodes(db),
  }));

  app.post(
    giftCodeCreate.path,
    { ...audited('gift_code.create'), schema: schemaOf(giftCodeCreate) },
    async (request) => {
      const id = await createGiftCode(db, request.body);
      noteAudit(request, { target: id });
      return { giftCode: await giftCodeById(db, id) };
    },
  );

  app.patch(
    giftCodeUpdate.path,
    { ...audited('gift_code.update'), schema: schemaOf(giftCodeUpdate) },
    async (request) => {
      await updateGiftCode(db, request.params.id, request.body);
      return { giftCode: await giftCodeById(db, request.params.id) };
    },
  );
};
