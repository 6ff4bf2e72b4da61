import { WebhookRejected, type PayoutEvent } from './payout-provider.ts';
import { headerValue, numberAt, stringAt } from './provider-http.ts';
import { IDEMPOTENCY_NOTE, payoutFromEntity } from './razorpayx-payout.ts';
import { derivedEventId, hmacSha256, signaturesMatch } from './signatures.ts';

/**
 * A RazorpayX webhook delivery. `X-Razorpay-Signature` is the hex HMAC-SHA256 of the raw body
 * with the webhook secret set in the dashboard; `X-Razorpay-Event-Id` is the same on every
 * retry of one event (RazorpayX retries for 24 hours until it gets a 2xx). The body is
 * `{ event, payload: { payout: { entity } }, created_at }`. The payout events carry the whole
 * payout, so its status is the news whatever the event's name; RazorpayX warns that their
 * order is not guaranteed, which the engine handles.
 */
const PAYOUT_EVENTS = new Set([
  'payout.pending',
  'payout.queued',
  'payout.initiated',
  'payout.processed',
  'payout.updated',
  'payout.reversed',
  'payout.failed',
  'payout.rejected',
]);

export function parseRazorpayXWebhook(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  webhookSecret: string,
): PayoutEvent[] {
  const signature = headerValue(headers, 'x-razorpay-signature');
  if (!webhookSecret) throw new WebhookRejected('No RazorpayX webhook secret is set.');
  if (!signature) throw new WebhookRejected('The delivery has no X-Razorpay-Signature.');
  if (!signaturesMatch(signature, hmacSha256(webhookSecret, rawBody, 'hex'))) {
    throw new WebhookRejected('The X-Razorpay-Signature does not match the body.');
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRejected('The body is not JSON.');
  }
  const type = stringAt(body, 'event');
  if (!type) throw new WebhookRejected('The body names no event.');
  if (!PAYOUT_EVENTS.has(type)) return [];
  const entity = (body as { payload?: { payout?: { entity?: unknown } } }).payload?.payout?.entity;
  const payout = payoutFromEntity(entity);
  if (!payout) throw new WebhookRejected(`The ${type} event carries no payout we can read.`);
  const createdAt = numberAt(body, 'created_at');
  if (createdAt === null) throw new WebhookRejected('The event has no created_at.');
  return [
    {
      eventId:
        headerValue(headers, 'x-razorpay-event-id') ??
        derivedEventId(
          'rzp',
          type,
          payout.providerPayoutId ?? '',
          payout.providerStatus,
          String(createdAt),
        ),
      referenceId: stringAt(entity, 'reference_id'),
      idempotencyKey: stringAt(entity, 'notes', IDEMPOTENCY_NOTE),
      providerPayoutId: payout.providerPayoutId,
      type,
      payout,
      occurredAt: new Date(createdAt * 1000),
    },
  ];
}
