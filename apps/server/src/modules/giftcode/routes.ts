import { requestLanguage } from '../../plugins/member-language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '@kamao/contract/api-routes';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { memberRateLimit } from '../../plugins/member-rate-limit.ts';
import { claimGiftCode, giftCodePage } from './gift-codes.ts';
import { presentGiftCodeClaim, presentGiftCodePage } from './presenters.ts';

const { giftCodeGet, giftCodeClaim } = apiRoutes;

export const giftCodeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const member = { onRequest: app.requireMember };
  app.get(giftCodeGet.path, { ...member, schema: schemaOf(giftCodeGet) }, async (request) =>
    presentGiftCodePage(await giftCodePage(db, request.member!.id, requestLanguage(request))),
  );
  app.patch(
    giftCodeClaim.path,
    {
      ...member,
      // Guessing codes is the abuse to brake (per member, in memory).
      config: memberRateLimit(20, '1 minute'),
      schema: schemaOf(giftCodeClaim),
    },
    async (request) =>
      presentGiftCodeClaim(
        await claimGiftCode(db, request.member!.id, request.body.giftCode_state),
      ),
  );
};
