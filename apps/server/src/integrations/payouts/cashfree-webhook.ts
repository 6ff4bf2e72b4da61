import { WebhookRejected, type PayoutEvent } from './payout-provider.ts';
import { headerValue, stringAt } from './provider-http.ts';
import { idempotencyKeyOf, payoutFromTransfer } from './cashfree-transfer.ts';
import { derivedEventId, hmacSha256, signaturesMatch } from './signatures.ts';

/**
 * A Cashfree Payouts v2 webhook delivery: `x-webhook-signature` is the Base64 HMAC-SHA256 of
 * `x-webhook-timestamp` followed by the raw body, keyed with the client secret. The body is
 * `{ type, event_time, data: <the transfer> }`. Cashfree's body has no event id, so one is made
 * from what the event says: a repeat delivery of the same news gets the same id.
 */
const TRANSFER_EVENTS = new Set([
  'TRANSFER_ACKNOWLEDGED',
  'TRANSFER_SUCCESS',
  'TRANSFER_FAILED',
  'TRANSFER_REVERSED',
  'TRANSFER_REJECTED',
]);

/** A delivery signed longer ago than this is refused: a replay, not news. */
export const WEBHOOK_MAX_AGE_MS = 10 * 60 * 1000;

export function parseCashfreeWebhook(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  clientSecret: string,
  now: Date,
): PayoutEvent[] {
  const signature = headerValue(headers, 'x-webhook-signature');
  const timestamp = headerValue(headers, 'x-webhook-timestamp');
  if (!clientSecret) throw new WebhookRejected('No Cashfree client secret is set.');
  if (!signature || !timestamp) {
    throw new WebhookRejected('The delivery has no x-webhook-signature or x-webhook-timestamp.');
  }
  const signedPayload = Buffer.concat([Buffer.from(timestamp), rawBody]);
  if (!signaturesMatch(signature, hmacSha256(clientSecret, signedPayload, 'base64'))) {
    throw new WebhookRejected('The x-webhook-signature does not match the body.');
  }
  const signedAt = timestampMs(timestamp);
  if (signedAt === null) throw new WebhookRejected('The x-webhook-timestamp is not a time.');
  if (Math.abs(now.getTime() - signedAt) > WEBHOOK_MAX_AGE_MS) {
    throw new WebhookRejected('The delivery was signed more than ten minutes away from now.');
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRejected('The body is not JSON.');
  }
  const type = stringAt(body, 'type');
  if (!type) throw new WebhookRejected('The body names no event type.');
  if (!TRANSFER_EVENTS.has(type)) return [];
  const data = (body as { data?: unknown }).data;
  const transferId = stringAt(data, 'transfer_id');
  const payout = payoutFromTransfer(data);
  if (!transferId || !payout) {
    throw new WebhookRejected(`The ${type} event carries no transfer we can read.`);
  }
  const eventTime = stringAt(body, 'event_time');
  const occurredAt = (eventTime && eventDate(eventTime)) || new Date(signedAt);
  return [
    {
      eventId:
        stringAt(body, 'event_id') ??
        derivedEventId('cf', type, transferId, payout.providerStatus, eventTime ?? ''),
      // Transfers carry our attempt's key (transfer_id), not the withdrawal's reference.
      referenceId: null,
      idempotencyKey: idempotencyKeyOf(transferId),
      providerPayoutId: payout.providerPayoutId,
      type,
      payout,
      occurredAt,
    },
  ];
}

/** Cashfree's examples sign with milliseconds; seconds are read too. */
function timestampMs(text: string): number | null {
  if (!/^\d{9,14}$/.test(text)) return null;
  const value = Number(text);
  return value < 1e12 ? value * 1000 : value;
}

/** event_time comes without a zone in Cashfree's examples ("2024-07-25T17:43:37"): Indian time. */
function eventDate(text: string): Date | null {
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}+05:30`;
  const date = new Date(zoned);
  return Number.isNaN(date.getTime()) ? null : date;
}
