import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { giftCodeAdminRoutes, type AdminGiftCode } from '@kamao/contract/admin/gift-codes';
import { milliToRupees } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import {
  createGiftCode,
  giftCodeById,
  listGiftCodes,
  updateGiftCode,
  type GiftCode,
} from './gift-code-catalog.ts';

const { giftCodeList, giftCodeCreate, giftCodeUpdate } = giftCodeAdminRoutes;

/**
 * The operator's view of a code (docs/product/gift-codes.md#operator): amounts in rupees, times as
 * ISO text.
 */
function presentGiftCode(row: GiftCode): AdminGiftCode {
  return {
    id: row.id,
    code: row.code,
    amount: milliToRupees(row.amount),
    wallet: row.wallet,
    maxClaims: row.maxClaims,
    claimsCount: row.claimsCount,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Gift codes for the operator (docs/product/gift-codes.md#operator): list, create, and change the
 * limit or the expiry; members claim them through routes.ts.
 */
export const adminGiftCodeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);

  app.get(giftCodeList.path, { schema: schemaOf(giftCodeList) }, async () => ({
    giftCodes: (await listGiftCodes(db)).map(presentGiftCode),
  }));

  app.post(
    giftCodeCreate.path,
    { ...audited('gift_code.create'), schema: schemaOf(giftCodeCreate) },
    async (request) => {
      const id = await createGiftCode(db, request.body);
      noteAudit(request, { target: id });
      return { giftCode: presentGiftCode(await giftCodeById(db, id)) };
    },
  );

  app.patch(
    giftCodeUpdate.path,
    { ...audited('gift_code.update'), schema: schemaOf(giftCodeUpdate) },
    async (request) => {
      await updateGiftCode(db, request.params.id, request.body);
      return { giftCode: presentGiftCode(await giftCodeById(db, request.params.id)) };
    },
  );
};
