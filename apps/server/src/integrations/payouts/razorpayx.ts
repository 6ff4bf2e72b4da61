import type { PayoutProviderConnection } from './index.ts';
import type { ProviderHttpOptions } from './http-options.ts';
import type { PayoutProvider, PayoutRequest, SendOutcome } from './payout-provider.ts';
import { cleanNarration, requestProblem } from './payout-request-checks.ts';
import { callProvider, endpoint, stringAt, type ProviderAnswer } from './provider-http.ts';
import { IDEMPOTENCY_NOTE, payoutFromEntity } from './razorpayx-payout.ts';
import { parseRazorpayXWebhook } from './razorpayx-webhook.ts';

/**
 * RazorpayX Payouts. One call per payout, the composite form: `POST /v1/payouts` carries the
 * contact and the fund account with the payout, so the member's account needs no set-up call.
 * Basic auth with the key id and secret; the `X-Payout-Idempotency` header is mandatory, and
 * RazorpayX answers a retry under the same key and body with the payout the first call made
 * (another body under the same key is a BAD_REQUEST). Amounts are paise.
 */
export function createRazorpayXProvider(
  connection: PayoutProviderConnection,
  http: ProviderHttpOptions,
): PayoutProvider {
  const auth = `Basic ${Buffer.from(`${connection.keyId}:${connection.keySecret}`).toString('base64')}`;
  const get = (path: string, query: Record<string, string> = {}) => {
    const url = endpoint(connection.baseUrl, path);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return callProvider(http, url, { method: 'GET', headers: { authorization: auth } });
  };

  return {
    name: 'razorpayx',
    // RazorpayX pays bank accounts and UPI ids; it has no Paytm wallet payouts.
    canPay: (kind) => kind === 'upi' || kind === 'bank',

    async send(request) {
      const problem = requestProblem(request);
      if (problem) return { kind: 'refused', reason: problem };
      const answer = await callProvider(http, endpoint(connection.baseUrl, '/v1/payouts'), {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'application/json',
          'x-payout-idempotency': request.idempotencyKey,
        },
        body: JSON.stringify(payoutBody(connection.accountNumber, request)),
      });
      return sendOutcome(answer);
    },

    async find(attempt) {
      if (attempt.providerPayoutId) {
        const answer = await get(`/v1/payouts/${encodeURIComponent(attempt.providerPayoutId)}`);
        if (answer.kind === 'answered' && answer.status === 200) {
          const payout = payoutFromEntity(answer.json);
          if (payout) return payout;
        }
        // Any other 4xx: the id is unknown there; the listing by reference below decides.
        if (answer.kind === 'no-answer' || answer.status >= 500) throw cannotAsk(answer);
      }
      const answer = await get('/v1/payouts', {
        account_number: connection.accountNumber,
        reference_id: attempt.referenceId,
      });
      if (answer.kind === 'no-answer' || answer.status !== 200) throw cannotAsk(answer);
      const items = (answer.json as { items?: unknown } | undefined)?.items;
      if (!Array.isArray(items)) throw cannotAsk(answer);
      // One withdrawal may have had several attempts; the note we wrote tells them apart.
      const mine = items.find(
        (item) => stringAt(item, 'notes', IDEMPOTENCY_NOTE) === attempt.idempotencyKey,
      );
      return mine ? payoutFromEntity(mine) : null;
    },

    parseWebhook: (rawBody, headers) =>
      parseRazorpayXWebhook(rawBody, headers, connection.webhookSecret),
  };
}

function payoutBody(accountNumber: string, request: PayoutRequest) {
  const narration = cleanNarration(request.narration);
  const contact = {
    name: request.beneficiary.name,
    ...(request.beneficiary.email ? { email: request.beneficiary.email } : {}),
    ...(request.beneficiary.phone ? { contact: request.beneficiary.phone } : {}),
    type: 'customer',
    reference_id: request.beneficiary.memberId,
  };
  const destination = request.destination;
  const fundAccount =
    destination.kind === 'upi'
      ? { account_type: 'vpa', vpa: { address: destination.vpa }, contact }
      : {
          account_type: 'bank_account',
          bank_account: {
            name: request.beneficiary.name,
            ifsc: destination.ifsc,
            account_number: destination.accountNumber,
          },
          contact,
        };
  return {
    account_number: accountNumber,
    amount: request.amountPaise,
    currency: 'INR',
    // UPI for a UPI id; IMPS for a bank account (instant, around the clock, up to ₹5 lakh).
    mode: destination.kind === 'upi' ? 'UPI' : 'IMPS',
    purpose: 'payout',
    fund_account: fundAccount,
    // With too little balance RazorpayX queues the payout instead of failing it.
    queue_if_low_balance: true,
    reference_id: request.referenceId,
    // An empty text is left out rather than sent as an invalid one.
    ...(narration ? { narration: narration } : {}),
    notes: { [IDEMPOTENCY_NOTE]: request.idempotencyKey },
  };
}

function sendOutcome(answer: ProviderAnswer): SendOutcome {
  if (answer.kind === 'no-answer') return { kind: 'unknown', reason: answer.reason };
  const { status, json } = answer;
  if (status >= 200 && status < 300) {
    const payout = payoutFromEntity(json);
    return payout
      ? { kind: 'accepted', payout }
      : { kind: 'unknown', reason: `RazorpayX answered ${status} without a payout we could read.` };
  }
  const description = stringAt(json, 'error', 'description');
  // 409 (a request under this key still in flight) and 429 (too many requests) say nothing
  // about the payout: it may exist or may still be made; a 5xx is a fault on their side. A key
  // already used with another body means a payout under this key may exist and be paid:
  // refusing would invite a second payout under a new key, so that too is left to `find`.
  if (
    status === 409 ||
    status === 429 ||
    status >= 500 ||
    !description ||
    /idempoten/i.test(description)
  ) {
    return {
      kind: 'unknown',
      reason: `RazorpayX answered ${status}${description ? `: ${description}` : '.'}`,
    };
  }
  return { kind: 'refused', reason: description };
}

function cannotAsk(answer: ProviderAnswer): Error {
  return new Error(
    answer.kind === 'no-answer'
      ? `RazorpayX could not be asked: ${answer.reason}`
      : `RazorpayX answered ${answer.status} to a payout look-up: ${stringAt(answer.json, 'error', 'description') ?? answer.text}`,
  );
}
