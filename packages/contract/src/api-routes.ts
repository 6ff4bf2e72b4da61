import { z } from 'zod';
import type { AnswerOf, ApiRoute, BodyOf, QueryOf } from './api-route.ts';
import {
  profileAnswerSchema,
  profilePayloadSchema,
  settingsAnswerSchema,
  settingsPayloadSchema,
} from './api-account.ts';
import {
  advertiserCreateAnswerSchema,
  advertiserCreateDataAnswerSchema,
  advertiserDataAnswerSchema,
  campaignCreatePayloadSchema,
  campaignStatusAnswerSchema,
  campaignStatusPayloadSchema,
} from './api-advertiser.ts';
import {
  forgotPasswordAnswerSchema,
  forgotPasswordPayloadSchema,
  googleSignInAnswerSchema,
  googleSignInQuerySchema,
  linkResultAnswerSchema,
  loginAnswerSchema,
  loginPayloadSchema,
  logoutAnswerSchema,
  resetPasswordPayloadSchema,
  signupAnswerSchema,
  signupPayloadSchema,
  verifyResetEmailTokenQuerySchema,
  verifyResetTokenQuerySchema,
} from './api-auth.ts';
import { dashboardAnswerSchema } from './api-dashboard.ts';
import {
  offerWallAnswerSchema,
  ptcHomeAnswerSchema,
  ptcIncomeAnswerSchema,
  ptcAdSnippetsAnswerSchema,
  ptcIncomePayloadSchema,
  ptcViewStartAnswerSchema,
  ptcViewStartPayloadSchema,
  proxyCheckAnswerSchema,
  shortLinkDataAnswerSchema,
  shortLinkFirstPageAnswerSchema,
  shortLinkFirstPagePayloadSchema,
  shortLinkInterstitialAnswerSchema,
  shortLinkInterstitialParamsSchema,
  shortLinkLastPageAnswerSchema,
  shortLinkLastPagePayloadSchema,
} from './api-earning.ts';
import { looseAnswerSchema, objEnvelope, sealable } from './api-envelope.ts';
import { idempotencyKeyHeadersSchema } from './idempotency-key.ts';
import { bettingHomeAnswerSchema } from './api-games.ts';
import {
  giftCodeAnswerSchema,
  giftCodeClaimPayloadSchema,
  referralAnswerSchema,
} from './api-rewards.ts';
import {
  contactPayloadSchema,
  navCheckAnswerSchema,
  navCheckQuerySchema,
  webStatisticsAnswerSchema,
} from './api-site.ts';
import {
  balanceDataAnswerSchema,
  convertBalanceAnswerSchema,
  convertBalancePayloadSchema,
  withdrawalPayloadSchema,
} from './api-wallet.ts';
import { balanceBreakdownAnswerSchema } from './api-wallet-breakdown.ts';

// The wire conventions, importable from the table's own module as well.
export { encryptedPayloadSchema, errorAnswerSchema, objEnvelope } from './api-envelope.ts';
export type { ApiAuth, ApiRoute } from './api-route.ts';

/**
 * The HTTP API: every call of both spec route tables (each product note's calls and fields) with
 * its method, path, payload and answer, plus ours (/healthz, /readyz, the PTC view start, proxy
 * check and ad snippets). Paths and field names are the spec's, verbatim, so a client written to
 * the spec works unchanged (docs/design.md#the-api-and-its-contract). The operator console's calls
 * are admin/admin-routes.ts.
 *
 * Errors answer 4xx with errorAnswerSchema. An answer of looseAnswerSchema is one the spec
 * does not show; the issue that builds the feature gives it a real schema.
 */
export const apiRoutes = {
  // ---- Site and navigation (docs/product/site-and-pages.md#calls-and-fields) ----
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

  // ---- Accounts (docs/product/accounts.md#calls-and-fields) ----
  login: {
    method: 'POST',
    path: '/userRoute/login',
    auth: 'public',
    body: objEnvelope(loginPayloadSchema),
    answer: loginAnswerSchema,
  },
  signUp: {
    method: 'POST',
    path: '/userRoute/signUp',
    auth: 'public',
    body: objEnvelope(signupPayloadSchema),
    answer: signupAnswerSchema,
  },
  googleSignIn: {
    method: 'GET',
    path: '/userRoute/user_signUp_login_google',
    auth: 'public',
    query: googleSignInQuerySchema,
    answer: googleSignInAnswerSchema,
  },
  forgotPasswordSendMail: {
    method: 'POST',
    path: '/userRoute/userLoginforgot_password_send_mail',
    auth: 'public',
    body: objEnvelope(forgotPasswordPayloadSchema),
    answer: forgotPasswordAnswerSchema,
  },
  verifyResetToken: {
    method: 'GET',
    path: '/userRoute/verify_reset_token',
    auth: 'public',
    query: verifyResetTokenQuerySchema,
    answer: linkResultAnswerSchema,
  },
  resetPasswordPost: {
    method: 'POST',
    path: '/userRoute/reset_password_form_post',
    auth: 'public',
    body: objEnvelope(resetPasswordPayloadSchema),
    answer: linkResultAnswerSchema,
  },
  verifyResetEmailToken: {
    method: 'GET',
    path: '/userRoute/verify_reset_email_token',
    auth: 'public',
    query: verifyResetEmailTokenQuerySchema,
    answer: linkResultAnswerSchema,
  },
  logout: {
    method: 'POST',
    path: '/userRoute/logout',
    auth: 'member',
    answer: logoutAnswerSchema,
  },

  // ---- Member pages ----
  dashboard: {
    method: 'GET',
    path: '/userRoute/userDataGet_dashboard',
    auth: 'member',
    answer: dashboardAnswerSchema,
  },
  userBalanceData: {
    method: 'GET',
    path: '/userAmount/userBalanceData_get',
    auth: 'member',
    answer: balanceDataAnswerSchema,
  },
  /** Status 200 means success; the spec does not show the body. */
  withdraw: {
    method: 'POST',
    path: '/userAmount/userWithdrawal_record_post',
    auth: 'member',
    body: objEnvelope(withdrawalPayloadSchema),
    headers: idempotencyKeyHeadersSchema,
    answer: looseAnswerSchema,
  },
  /** Ours: what the top bar's balance is made of, for the panel it opens. */
  balanceBreakdown: {
    method: 'GET',
    path: '/userAmount/user_balance_breakdown',
    auth: 'member',
    answer: balanceBreakdownAnswerSchema,
  },
  referralRecords: {
    method: 'GET',
    path: '/userRoute/userReferral_record_get',
    auth: 'member',
    answer: referralAnswerSchema,
  },
  profileGet: {
    method: 'GET',
    path: '/userRoute/userProfileData_get',
    auth: 'member',
    answer: profileAnswerSchema,
  },
  profilePatch: {
    method: 'PATCH',
    path: '/userRoute/userProfileData_patch',
    auth: 'member',
    body: objEnvelope(profilePayloadSchema),
    answer: looseAnswerSchema,
  },
  settingsGet: {
    method: 'GET',
    path: '/userRoute/userpassword_and_email_get',
    auth: 'member',
    answer: settingsAnswerSchema,
  },
  /** A password change or an e-mail change; rate limited with time_left. */
  settingsPatch: {
    method: 'PATCH',
    path: '/userRoute/userpassword_and_email_patch',
    auth: 'member',
    body: objEnvelope(settingsPayloadSchema),
    answer: looseAnswerSchema,
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

  // ---- Pay-to-click ads (docs/product/ptc-ads.md#calls-and-fields) ----
  ptcHome: {
    method: 'GET',
    path: '/userIncomeRoute/user_PTCAds_home_get',
    auth: 'member',
    answer: ptcHomeAnswerSchema,
  },
  /** Ours: the server-side start of a view (docs/product/ptc-ads.md#the-ad-flow). */
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
  /**
   * Ours: is the member's address a proxy? The ad pages block when it is
   * (docs/product/ptc-ads.md#blocking).
   */
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

  // ---- Short links (docs/product/short-links.md#calls-and-fields) ----
  shortLinkData: {
    method: 'GET',
    path: '/userIncomeRoute/user_shortlink_data_get',
    auth: 'member',
    answer: shortLinkDataAnswerSchema,
  },
  /** The payload sits under obj_already, not obj. */
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

  // ---- Task walls (docs/product/task-walls.md#calls-and-fields) ----
  offerWallGet: {
    method: 'GET',
    path: '/userIncomeRoute/user_offerWall_get',
    auth: 'member',
    answer: offerWallAnswerSchema,
  },

  // ---- Balance converter (docs/product/converter.md#calls-and-fields) ----
  convertBalanceGet: {
    method: 'GET',
    path: '/userAmount/userConvertBalance_get',
    auth: 'member',
    answer: convertBalanceAnswerSchema,
  },
  /** Status 200 means success. */
  convertBalancePatch: {
    method: 'PATCH',
    path: '/userAmount/userBalanceConvertPatch',
    auth: 'member',
    body: objEnvelope(convertBalancePayloadSchema),
    headers: idempotencyKeyHeadersSchema,
    answer: looseAnswerSchema,
  },

  // ---- Advertiser (docs/product/advertiser.md#calls-and-fields) ----
  advertiserData: {
    method: 'GET',
    path: '/advertiserRoute/advertiserDataGet',
    auth: 'member',
    answer: advertiserDataAnswerSchema,
  },
  /** The payload sits under encryptedObj, not obj. */
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

  // ---- Games (Tic Tac Toe runs over the socket: docs/product/tic-tac-toe.md#socket-events) ----
  bettingGamesHome: {
    method: 'GET',
    path: '/userIncomeRoute/user_betting_games_home_get',
    auth: 'member',
    answer: bettingHomeAnswerSchema,
  },

  // ---- Operations (health and readiness) ----
  /**
   * Liveness: 200 while the process serves, naming the database engine and whether Redis is
   * configured; 503 when the database does not answer.
   */
  healthz: {
    method: 'GET',
    path: '/healthz',
    auth: 'public',
    answer: z.object({
      status: z.enum(['ok', 'unavailable']),
      database: z.enum(['pglite', 'postgres']).optional(),
      redis: z.boolean().optional(),
      error_msg: z.string().optional(),
    }),
  },
  /**
   * Readiness for a load balancer: 200 only once the process has migrated and started, and while
   * the database and (when configured) Redis answer; 503 with what is missing otherwise.
   */
  readyz: {
    method: 'GET',
    path: '/readyz',
    auth: 'public',
    answer: z.object({
      status: z.enum(['ready', 'unavailable']),
      database: z.enum(['up', 'down']),
      redis: z.enum(['up', 'down', 'not configured']),
      error_msg: z.string().optional(),
    }),
  },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteKey = keyof typeof apiRoutes;
type RouteOf<K extends ApiRouteKey> = (typeof apiRoutes)[K];

/** What a client sends as the body of route K (never when the route takes none). */
export type RouteBody<K extends ApiRouteKey> = BodyOf<RouteOf<K>>;
/** What a client sends as the query string of route K. */
export type RouteQuery<K extends ApiRouteKey> = QueryOf<RouteOf<K>>;
/** What a successful answer of route K holds. */
export type RouteAnswer<K extends ApiRouteKey> = AnswerOf<RouteOf<K>>;
