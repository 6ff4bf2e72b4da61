import type { ApiRoute } from '../api-route.ts';
import { looseAnswerSchema, objEnvelope } from '../api-envelope.ts';
import {
  contactPayloadSchema,
  navCheckAnswerSchema,
  navCheckQuerySchema,
  webStatisticsAnswerSchema,
} from '../api-site.ts';

/** Site and navigation: the login check every page makes, the statistics, the contact form. */
export const siteRoutes = {
  checkLoginForNavBar: {
    method: 'GET',
    path: '/checkLogin_for_navBar',
    auth: 'optional',
    query: navCheckQuerySchema,
    answer: navCheckAnswerSchema,
  },
  webStatistics: {
    method: 'GET',
    path: '/userRoute/userWebstatisticsGet',
    auth: 'public',
    answer: webStatisticsAnswerSchema,
  },
  /** Public contact form and member Support; sent without credentials. */
  contactMessage: {
    method: 'POST',
    path: '/userMessageRoute/userMessageSave_post',
    auth: 'public',
    body: objEnvelope(contactPayloadSchema),
    answer: looseAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
