import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import {
  advertiserCreateAnswerSchema,
  advertiserCreateDataAnswerSchema,
  advertiserDataAnswerSchema,
  campaignCreatePayloadSchema,
  campaignStatusAnswerSchema,
  campaignStatusPayloadSchema,
} from '../api-advertiser.ts';
import { objEnvelope, sealable } from '../api-envelope.ts';
import { idempotencyKeyHeadersSchema } from '../idempotency-key.ts';

/** Advertiser: the member's campaigns, pausing one, and the creation wizard's data and save. */
export const advertiserRoutes = {
  advertiserData: {
    method: 'GET',
    path: '/advertiserRoute/advertiserDataGet',
    auth: 'member',
    answer: advertiserDataAnswerSchema,
  },
  /** The payload sits under encryptedObj, not obj (the spec's wire name). */
  advertiserCampaignStatus: {
    method: 'PATCH',
    path: '/advertiserRoute/advertiserCampaign_paused_active_patch',
    auth: 'member',
    body: z.strictObject({ encryptedObj: sealable(campaignStatusPayloadSchema) }),
    answer: campaignStatusAnswerSchema,
  },
  advertiserCreateData: {
    method: 'GET',
    path: '/advertiserRoute/advertiserCreateDataGet',
    auth: 'member',
    answer: advertiserCreateDataAnswerSchema,
  },
  advertiserCreate: {
    method: 'POST',
    path: '/advertiserRoute/advertiserDataPost',
    auth: 'member',
    body: objEnvelope(campaignCreatePayloadSchema),
    headers: idempotencyKeyHeadersSchema,
    answer: advertiserCreateAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
