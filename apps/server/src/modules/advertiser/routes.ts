import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignCreatePayloadSchema,
  campaignStatusPayloadSchema,
} from '@kamao/contract/api-advertiser';
import { apiRoutes } from '@kamao/contract/api-routes';
import { idempotencyKeyOf } from '@kamao/contract/idempotency-key';
import type { Db } from '../../db/client.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { openedEnvelope, schemaOf } from '../../lib/route-schema.ts';
import { availableBalance } from '../wallet/index.ts';
import { memberRateLimit } from '../../plugins/member-rate-limit.ts';
import { advertiserPage, createCampaignPage } from './advertiser-pages.ts';
import { createCampaign } from './campaign-create.ts';
import { campaignReviewRequired } from './campaign-review.ts';
import type { Config } from '../../config.ts';
import { assertPublicCampaignUrl } from './campaign-url-policy.ts';
import { activateCampaign, deleteCampaign, pauseCampaign } from './campaign-lifecycle.ts';
import { assertOwnsCampaign } from './campaign-policy.ts';
import {
  presentAdvertiserPage,
  presentCampaignCreated,
  presentCampaignDeleted,
  presentCreateCampaignPage,
  presentStatusChanged,
} from './presenters.ts';

const { advertiserData, advertiserCampaignStatus, advertiserCreateData, advertiserCreate } =
  apiRoutes;
// Money calls (create spends, delete refunds): like the wallet's.
const moneyRateLimit = memberRateLimit(30, '1 minute');

/** The advertiser area (docs/product/advertiser.md). */
export const advertiserRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const member = { onRequest: app.requireMember };

  app.get(advertiserData.path, { ...member, schema: schemaOf(advertiserData) }, async (request) =>
    presentAdvertiserPage(await advertiserPage(db, request.member!.id)),
  );

  app.patch(
    advertiserCampaignStatus.path,
    {
      ...member,
      config: moneyRateLimit,
      schema: {
        ...schemaOf(advertiserCampaignStatus),
        body: z.strictObject({ encryptedObj: campaignStatusPayloadSchema }),
      },
    },
    async (request) => {
      const memberId = request.member!.id;
      const { clientMsg, _id: campaignId } = request.body.encryptedObj;
      await assertOwnsCampaign(db, memberId, campaignId);
      switch (clientMsg) {
        case 'paused':
          await pauseCampaign(db, campaignId);
          return presentStatusChanged('paused');
        case 'active':
          await activateCampaign(db, campaignId);
          return presentStatusChanged('active');
        case 'delete':
          await deleteCampaign(db, campaignId);
          // msg.userDepositBalance on delete, the refund applied.
          return presentCampaignDeleted(await getMemberBalances(db, memberId));
      }
    },
  );

  app.get(
    advertiserCreateData.path,
    { ...member, schema: schemaOf(advertiserCreateData) },
    async (request) => presentCreateCampaignPage(await createCampaignPage(db, request.member!.id)),
  );

  app.post(
    advertiserCreate.path,
    {
      ...member,
      config: moneyRateLimit,
      schema: {
        ...schemaOf(advertiserCreate),
        headers: advertiserCreate.headers,
        body: openedEnvelope(campaignCreatePayloadSchema),
      },
    },
    async (request) => {
      const memberId = request.member!.id;
      await assertPublicCampaignUrl(request.body.obj);
      const awaitingReview = await campaignReviewRequired(db, config);
      await createCampaign(db, memberId, request.body.obj, idempotencyKeyOf(request.headers), {
        awaitingReview,
      });
      return presentCampaignCreated(await availableBalance(db, memberId));
    },
  );
};
