import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import { sealable } from '../api-envelope.ts';
import {
  shortLinkDataAnswerSchema,
  shortLinkFirstPageAnswerSchema,
  shortLinkFirstPagePayloadSchema,
  shortLinkInterstitialAnswerSchema,
  shortLinkInterstitialBeaconAnswerSchema,
  shortLinkInterstitialParamsSchema,
  shortLinkLastPageAnswerSchema,
  shortLinkLastPagePayloadSchema,
} from '../api-earning.ts';

/** Short links: the list, the first page (start), the last page (reward), our interstitial. */
export const shortLinkRoutes = {
  shortLinkData: {
    method: 'GET',
    path: '/userIncomeRoute/user_shortlink_data_get',
    auth: 'member',
    answer: shortLinkDataAnswerSchema,
  },
  /** The payload sits under obj_already, not obj (the spec's wire name). */
  shortLinkFirstPage: {
    method: 'PATCH',
    path: '/userIncomeRoute/user_shortlink_firstPage_data_patch',
    auth: 'member',
    body: z.strictObject({ obj_already: sealable(shortLinkFirstPagePayloadSchema) }),
    answer: shortLinkFirstPageAnswerSchema,
  },
  shortLinkLastPage: {
    method: 'PATCH',
    path: '/userIncomeRoute/user_shortlink_lastPage_data_patch',
    auth: 'member',
    body: shortLinkLastPagePayloadSchema,
    answer: shortLinkLastPageAnswerSchema,
  },
  /** Ours: the built-in shortener's interstitial page (see shortLinkInterstitialAnswerSchema). */
  shortLinkInterstitial: {
    method: 'GET',
    path: '/userIncomeRoute/user_shortlink_interstitial_get/:code',
    auth: 'member',
    params: shortLinkInterstitialParamsSchema,
    answer: shortLinkInterstitialAnswerSchema,
  },
  /** Ours: the interstitial page reports in and is answered its destination. */
  shortLinkInterstitialBeacon: {
    method: 'PATCH',
    path: '/userIncomeRoute/user_shortlink_interstitial_beacon_patch/:code',
    auth: 'member',
    params: shortLinkInterstitialParamsSchema,
    answer: shortLinkInterstitialBeaconAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
