import { publicEncrypt, constants } from 'node:crypto';
import type { ProviderHttpOptions } from './http-options.ts';
import type { PayoutProviderConnection } from './index.ts';
import type { PayoutProvider, PayoutRequest, SendOutcome } from './payout-provider.ts';
import { cleanNarration, requestProblem } from './payout-request-checks.ts';
import {
  callProvider,
  endpoint,
  numberAt,
  stringAt,
  type ProviderAnswer,
} from './provider-http.ts';
import { parseCashfreeWebhook } from './cashfree-webhook.ts';
import { payoutFromTransfer, TRANSFER_ID_MAX, transferIdOf } from './cashfree-transfer.ts';

/**
 * Cashfree Payouts v2 (`x-api-version: 2024-01-01`). `POST /payout/transfers` with the
 * beneficiary inline, so a member's account needs no set-up call; `GET /payout/transfers?
 * transfer_id=…` reads one back. Auth is the `x-client-id` / `x-client-secret` pair; a server
 * whose IP Cashfree has not allow-listed adds `x-cf-signature`, the client id and the current
 * unix time encrypted with the payout public key. The transfer_id is Cashfree's idempotency:
 * a second create with it is answered 409, after which we read the transfer it names.
 * Amounts are rupees with paise as decimals.
 */
const API_VERSION = '2024-01-01';

export function createCashfreeProvider(
  connection: PayoutProviderConnection,
  http: ProviderHttpOptions,
): PayoutProvider {
  const headers = (): Record<string, string> => ({
    'x-client-id': connection.keyId,
    'x-client-secret': connection.keySecret,
    'x-api-version': API_VERSION,
    ...(connection.publicKey ? { 'x-cf-signature': signature(connection, http.now()) } : {}),
  });
  const fetchTransfer = (transferId: string) => {
    const url = endpoint(connection.baseUrl, '/payout/transfers');
    url.searchParams.set('transfer_id', transferId);
    return callProvider(http, url, { method: 'GET', headers: headers() });
  };

  return {
    name: 'cashfree',
    // The v2 API has a paytm mode, but a member's bound account is a UPI id or a bank account
    // to us (PayoutDestination); a Paytm wallet stays with the manual queue.
    canPay: (kind) => kind === 'upi' || kind === 'bank',

    async send(request) {
      const problem = requestProblem(request);
      if (problem) return { kind: 'refused', reason: problem };
      const transferId = transferIdOf(request.idempotencyKey);
      if (transferId.length > TRANSFER_ID_MAX) {
        return {
          kind: 'refused',
          reason: 'The idempotency key is too long for a Cashfree transfer id.',
        };
      }
      const answer = await callProvider(http, endpoint(connection.baseUrl, '/payout/transfers'), {
        method: 'POST',
        headers: { ...headers(), 'content-type': 'application/json' },
        body: JSON.stringify(transferBody(transferId, request)),
      });
      if (answer.kind === 'answered' && answer.status === 409) {
        return alreadyMade(await fetchTransfer(transferId), request.amountPaise);
      }
      return sendOutcome(answer);
    },

    async find(attempt) {
      const answer = await fetchTransfer(transferIdOf(attempt.idempotencyKey));
      if (answer.kind === 'answered' && answer.status === 404) return null;
      if (answer.kind === 'answered' && answer.status === 200) {
        const payout = payoutFromTransfer(answer.json);
        if (payout) return payout;
      }
      throw new Error(
        answer.kind === 'no-answer'
          ? `Cashfree could not be asked: ${answer.reason}`
          : `Cashfree answered ${answer.status} to a transfer look-up: ${stringAt(answer.json, 'message') ?? answer.text}`,
      );
    },

    parseWebhook: (rawBody, webhookHeaders) =>
      parseCashfreeWebhook(rawBody, webhookHeaders, connection.keySecret, http.now()),
  };
}

function transferBody(transferId: string, request: PayoutRequest) {
  const narration = cleanNarration(request.narration);
  const destination = request.destination;
  const contact = {
    ...(request.beneficiary.email ? { beneficiary_email: request.beneficiary.email } : {}),
    ...(request.beneficiary.phone ? { beneficiary_phone: request.beneficiary.phone } : {}),
  };
  return {
    transfer_id: transferId,
    // Whole paise as rupees: 12345 paise is 123.45, exact in a double to two decimals.
    transfer_amount: request.amountPaise / 100,
    transfer_currency: 'INR',
    transfer_mode: destination.kind === 'upi' ? 'upi' : 'imps',
    beneficiary_details: {
      beneficiary_name: beneficiaryName(request.beneficiary.name),
      beneficiary_instrument_details:
        destination.kind === 'upi'
          ? { vpa: destination.vpa }
          : { bank_account_number: destination.accountNumber, bank_ifsc: destination.ifsc },
      ...(Object.keys(contact).length > 0 ? { beneficiary_contact_details: contact } : {}),
    },
    // An empty text is left out rather than sent as an invalid one.
    ...(narration ? { transfer_remarks: narration } : {}),
  };
}

/** Cashfree takes only letters and spaces in a beneficiary name, at most 100. */
function beneficiaryName(name: string): string {
  const letters = name
    .replace(/[^A-Za-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  // A name written only in another script still needs some name for the transfer.
  return letters || 'Member';
}

function signature(connection: PayoutProviderConnection, now: Date): string {
  const plain = `${connection.keyId}.${Math.floor(now.getTime() / 1000)}`;
  return publicEncrypt(
    { key: connection.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING },
    Buffer.from(plain),
  ).toString('base64');
}

/**
 * A 409 on create: a transfer with this id exists. It is this attempt's transfer when the
 * amount agrees (a retry after a lost answer). Another amount means the key was reused for
 * another request; the transfer under it may still be paid, so the outcome is not ours to call
 * refused (a new key could pay twice): `find` reads that transfer's fate.
 */
function alreadyMade(answer: ProviderAnswer, amountPaise: number): SendOutcome {
  if (answer.kind === 'answered' && answer.status === 200) {
    const payout = payoutFromTransfer(answer.json);
    const amount = numberAt(answer.json, 'transfer_amount');
    if (payout && amount !== null && Math.round(amount * 100) === amountPaise) {
      return { kind: 'accepted', payout };
    }
    if (payout) {
      return { kind: 'unknown', reason: 'This transfer id was already used for another amount.' };
    }
  }
  return {
    kind: 'unknown',
    reason: 'Cashfree says the transfer exists, but it could not be read back yet.',
  };
}

function sendOutcome(answer: ProviderAnswer): SendOutcome {
  if (answer.kind === 'no-answer') return { kind: 'unknown', reason: answer.reason };
  const { status, json } = answer;
  if (status >= 200 && status < 300) {
    const payout = payoutFromTransfer(json);
    return payout
      ? { kind: 'accepted', payout }
      : {
          kind: 'unknown',
          reason: `Cashfree answered ${status} without a transfer we could read.`,
        };
  }
  const message = stringAt(json, 'message');
  // Cashfree's docs: after a 5xx, do not create again; ask for the transfer's status. A 429
  // (rate limit) says nothing about the transfer either.
  if (status === 429 || status >= 500 || !message) {
    return {
      kind: 'unknown',
      reason: `Cashfree answered ${status}${message ? `: ${message}` : '.'}`,
    };
  }
  return { kind: 'refused', reason: message };
}
