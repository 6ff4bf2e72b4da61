import type { ApiRoute } from '../api-route.ts';
import { objEnvelope } from '../api-envelope.ts';
import {
  proxyCheckAnswerSchema,
  ptcAdSnippetsAnswerSchema,
  ptcHomeAnswerSchema,
  ptcIncomeAnswerSchema,
  ptcIncomePayloadSchema,
  ptcViewStartAnswerSchema,
  ptcViewStartPayloadSchema,
} from '../api-earning.ts';

/** Pay-to-click ads: the list, a view's start and its reward, the proxy check, the snippets. */
export const ptcRoutes = {
  ptcHome: {
    method: 'GET',
    path: '/userIncomeRoute/user_PTCAds_home_get',
    auth: 'member',
    answer: ptcHomeAnswerSchema,
  },
  /** Ours: the server-side start of a view, so the reward waits for the view's real time. */
  ptcViewStart: {
    method: 'POST',
    path: '/userIncomeRoute/user_PTCAds_view_start',
    auth: 'member',
    body: objEnvelope(ptcViewStartPayloadSchema),
    answer: ptcViewStartAnswerSchema,
  },
  ptcIncome: {
    method: 'PATCH',
    path: '/userIncomeRoute/user_PTCAds_income_patch',
    auth: 'member',
    body: objEnvelope(ptcIncomePayloadSchema),
    answer: ptcIncomeAnswerSchema,
  },
  /** Ours: is the member's address a proxy? The ad pages block when it is. */
  proxyCheck: {
    method: 'GET',
    path: '/userIncomeRoute/user_proxy_check',
    auth: 'member',
    answer: proxyCheckAnswerSchema,
  },
  /** Ours: the operator's ad-network snippets for the waiting and verification pages. */
  ptcAdSnippets: {
    method: 'GET',
    path: '/userIncomeRoute/user_PTCAds_snippets_get',
    auth: 'member',
    answer: ptcAdSnippetsAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
