import type { Operation } from './contract-operation.ts';

/**
 * The calls outside the contract's tables, written by hand: the captcha challenge, the channel
 * block, Google's redirect sign-in, the task walls' postbacks and this document itself. Their
 * routes answer redirects, plain text or a third party's format, so no shared schema describes
 * them; the route test still fails when one is missing here.
 */

const error = { $ref: '#/components/responses/Error' };
const json = (schema: Record<string, unknown>) => ({ 'application/json': { schema } });

const captchaChallenge: Operation = {
  operationId: 'captchaChallenge',
  summary: 'Captcha challenge',
  description:
    'A fresh signed proof-of-work challenge for the self-hosted ALTCHA widget, one per form; the ' +
    'widget solves it in the browser and the form sends the solution as its captcha token. A ' +
    'solution is accepted once, within 10 minutes. 404 when the site uses a hosted captcha ' +
    '(Turnstile, reCAPTCHA, hCaptcha) or none.',
  tags: ['Site'],
  security: [],
  responses: {
    200: {
      description: "The challenge, in ALTCHA's format.",
      content: json({ type: 'object', additionalProperties: true }),
    },
    404: error,
  },
};

const channelStatistics: Operation = {
  operationId: 'channelStatistics',
  summary: 'Channel statistics',
  description:
    "The home page's channel-subscribe block: the YouTube channel's figures, cached a minute. " +
    '404 while no channel is configured, and the block stays hidden.',
  tags: ['Site'],
  security: [],
  responses: {
    200: {
      description: "The channel's address and figures.",
      content: json({
        type: 'object',
        properties: {
          msg: {
            type: 'object',
            properties: {
              channelUrl: { type: 'string' },
              subscribers: { type: 'integer' },
              views: { type: 'integer' },
              videos: { type: 'integer' },
            },
            required: ['channelUrl', 'subscribers', 'views', 'videos'],
          },
        },
        required: ['msg'],
      }),
    },
    404: error,
  },
};

const redirect = (description: string) => ({
  description,
  headers: { Location: { schema: { type: 'string' } } },
});

const googleStart: Operation = {
  operationId: 'googleStart',
  summary: 'Google sign-in: start',
  description:
    "Google sign-in by redirect (OpenID Connect with PKCE). The browser is sent to Google's " +
    'consent page; the state, nonce and code verifier ride in a short signed cookie ' +
    '(`google_flow`, path /auth/google, 10 minutes). `intent=signup` creates an account for a ' +
    "new address (with `ref`, the referrer's user name); `login` signs in an existing one. " +
    "404 when the site has no Google client configured. The spec's popup flow exchanges a code " +
    'through GET /userRoute/user_signUp_login_google instead.',
  tags: ['Accounts'],
  security: [],
  parameters: [
    {
      name: 'intent',
      in: 'query',
      required: false,
      schema: { type: 'string', enum: ['login', 'signup'], default: 'login' },
    },
    { name: 'ref', in: 'query', required: false, schema: { type: 'string', maxLength: 64 } },
  ],
  responses: { 302: redirect("To Google's consent page."), 400: error, 404: error },
};

const googleCallback: Operation = {
  operationId: 'googleCallback',
  summary: 'Google sign-in: return',
  description:
    'Where Google sends the browser back. With a valid flow cookie and code, the member is ' +
    'signed in (session cookie and known-device cookie set) and sent to ' +
    '/member/dashboard?signin=google; otherwise back to /login or /signup with `google_error` ' +
    'saying why, in words for the member.',
  tags: ['Accounts'],
  security: [],
  parameters: [
    { name: 'code', in: 'query', required: false, schema: { type: 'string' } },
    { name: 'state', in: 'query', required: false, schema: { type: 'string' } },
  ],
  responses: { 302: redirect('To the dashboard, or back to the form with google_error.') },
};

const POSTBACK_DESCRIPTION = `
A task wall's network reports a completed (or reversed) offer here, server to server: no cookie,
no Origin rule. \`slug\` is the wall's, as the console shows its postback URL. GET with query
parameters, or POST with a form, JSON or query parameters (60 parameters, 2,000 characters each at
most). What the parameters are called and how they are signed is the wall's scheme:

- \`md5\` (Revlum, CPX and the like): \`subId\`, \`transId\`, \`reward\`, \`status\` 1 (credit) or 2
  (chargeback), \`signature\` = MD5 of subId, transId, reward and the wall's secret.
- \`lootably\`: \`userID\`, \`transactionID\`, \`ip\`, \`revenue\`, \`currencyReward\`, \`status\`,
  \`hash\` = SHA-256 of userID, ip, revenue, currencyReward and the secret.
- \`bitlabs\`: \`uid\`, \`tx\`, \`val\`, \`type\`, and the signed URL's \`hash\` (HMAC-SHA1 of the URL).
- \`template\`: the operator names the parameters and the hash recipe in the console.

A transaction is credited once (a repeat answers as already done); a chargeback takes the reward
back, what the member already spent becoming a debt their next earnings repay; a reward above the
wall's threshold waits its hold days before it can be withdrawn. Every postback is logged for the
console. The answer is plain text the network reads: 200 with the wall's success text when taken,
4xx with the reason (404 unknown wall; 403 wall disabled, sender not allowed or bad signature; 400
a missing parameter, bad amount, unknown member or transaction).
`.trim();

const postback = (method: 'get' | 'post'): Operation => ({
  operationId: `postback${method === 'get' ? 'Get' : 'Post'}`,
  summary: `Task wall postback (${method.toUpperCase()})`,
  description: POSTBACK_DESCRIPTION,
  tags: ['Postbacks'],
  security: [],
  parameters: [
    { name: 'slug', in: 'path', required: true, schema: { type: 'string' } },
    ...(method === 'get'
      ? [
          {
            name: 'parameters',
            in: 'query',
            required: false,
            description: "The scheme's parameters (see above).",
            style: 'form',
            explode: true,
            schema: { type: 'object', additionalProperties: { type: 'string' } },
          },
        ]
      : []),
  ],
  ...(method === 'post'
    ? {
        requestBody: {
          required: false,
          content: {
            'application/x-www-form-urlencoded': {
              schema: { type: 'object', additionalProperties: { type: 'string' } },
            },
            'application/json': {
              schema: { type: 'object', additionalProperties: true },
            },
          },
        },
      }
    : {}),
  responses: {
    200: { description: 'Taken.', content: { 'text/plain': { schema: { type: 'string' } } } },
    '4XX': {
      description: 'Refused, with the reason in words (see above).',
      content: { 'text/plain': { schema: { type: 'string' } } },
    },
  },
});

const WEBHOOK_DESCRIPTION = {
  razorpayx:
    'RazorpayX payout events (payout.queued, payout.pending, payout.processed, payout.failed, ' +
    'payout.rejected, payout.reversed), for the URL registered in the RazorpayX dashboard. ' +
    'Verified with X-Razorpay-Signature: hex HMAC-SHA256 of the raw body with the webhook secret ' +
    'saved in the console.',
  cashfree:
    'Cashfree Payouts v2 transfer events (TRANSFER_SUCCESS, TRANSFER_FAILED, TRANSFER_REVERSED…), ' +
    'for the URL registered in the Cashfree dashboard. Verified with x-webhook-signature and ' +
    'x-webhook-timestamp: Base64 HMAC-SHA256 of the timestamp followed by the raw body, with the ' +
    'client secret saved in the console.',
};

const payoutWebhook = (provider: 'razorpayx' | 'cashfree'): Operation => ({
  operationId: `${provider}Webhook`,
  summary: `${provider === 'razorpayx' ? 'RazorpayX' : 'Cashfree'} payout webhook`,
  description:
    `${WEBHOOK_DESCRIPTION[provider]} Every delivery is kept before it is answered; a repeated ` +
    'event id changes nothing, a late event never moves a payout backwards (a processed after ' +
    'a reversal), and a forged, stale or malformed delivery is kept with its error for the ' +
    'operator and answered 400.',
  tags: ['Postbacks'],
  security: [],
  requestBody: {
    required: true,
    content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
  },
  responses: {
    200: { description: 'Kept (and applied).', content: json({ type: 'object' }) },
    400: error,
  },
});

const DOCS_ACCESS =
  'In production it answers administrators only, unless an operator publishes it (console, ' +
  'System tab, "API document"); 403 with error_msg otherwise. Outside production it is open.';

const openApiDocument: Operation = {
  operationId: 'openApiDocument',
  summary: 'This document',
  description: `This OpenAPI 3.1 document. ${DOCS_ACCESS}`,
  tags: ['API document'],
  security: [{}, { sessionCookie: [] }],
  responses: {
    200: { description: 'The document.', content: json({ type: 'object' }) },
    403: error,
  },
};

const apiViewer: Operation = {
  operationId: 'apiViewer',
  summary: 'This document, browsable',
  description: `A page that shows this document (Swagger UI, served by the site). ${DOCS_ACCESS}`,
  tags: ['API document'],
  security: [{}, { sessionCookie: [] }],
  responses: {
    200: { description: 'The page.', content: { 'text/html': { schema: { type: 'string' } } } },
    403: error,
  },
};

/** The paths outside the contract's tables, keyed by OpenAPI path then method. */
export const OTHER_PATHS: Record<string, Record<string, Operation>> = {
  '/api/captcha/challenge': { get: captchaChallenge },
  '/api/site/channel-statistics': { get: channelStatistics },
  '/auth/google/start': { get: googleStart },
  '/auth/google/callback': { get: googleCallback },
  '/postback/{slug}': { get: postback('get'), post: postback('post') },
  '/webhooks/razorpayx': { post: payoutWebhook('razorpayx') },
  '/webhooks/cashfree': { post: payoutWebhook('cashfree') },
  '/api/openapi.json': { get: openApiDocument },
  '/api/docs': { get: apiViewer },
};

export const OTHER_TAGS = [
  { name: 'API document', description: 'This document and its viewer.' },
  {
    name: 'Postbacks',
    description:
      "Task-wall networks' and payout providers' servers reporting completed offers and " +
      'payouts (see each operation).',
  },
];
