import type { ApiRoute } from '../api-route.ts';
import { looseAnswerSchema } from '../api-envelope.ts';
import {
  giftCodeAnswerSchema,
  giftCodeClaimPayloadSchema,
  referralAnswerSchema,
} from '../api-rewards.ts';

/** Rewards: the referral records and the gift codes. */
export const rewardRoutes = {
  referralRecords: {
    method: 'GET',
    path: '/userRoute/userReferral_record_get',
    auth: 'member',
    answer: referralAnswerSchema,
  },
  giftCodeGet: {
    method: 'GET',
    path: '/userIncomeRoute/user_giftCode_get',
    auth: 'member',
    answer: giftCodeAnswerSchema,
  },
  giftCodeClaim: {
    method: 'PATCH',
    path: '/userIncomeRoute/user_giftCode_verify_and_patch',
    auth: 'member',
    body: giftCodeClaimPayloadSchema,
    answer: looseAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
