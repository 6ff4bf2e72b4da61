import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payoutAttempts, payoutWebhookDeliveries } from '../../db/schema/index.ts';
import { WebhookRejected, type PayoutEvent } from '../../integrations/payouts/payout-provider.ts';
import { applyPayoutNews } from './payout-news.ts';
import { providerNamed, type PayoutEngine } from './payout-engine.ts';

export type WebhookProvider = 'razorpayx' | 'cashfree';

export interface WebhookAnswer {
  status: number;
  body: { ok: true } | { error_msg: string };
}

const NOT_CONNECTED = 'This payout provider is not connected.';
const RAW_BODY_LIMIT = 64 * 1024;

/**
 * A provider's webhook delivery. It is kept before it is answered: a forged, stale or malformed
 * one with its error (answered 400, for the operator to see), a verified one once per event id
 * (a repeat delivery finds its row and changes nothing). A verified event is applied to its
 * attempt in the transaction that marks it applied, so a crash in between leaves it unapplied
 * and the provider's retry (or reconciliation) applies it. Order is the state machine's
 * (payout-news.ts): a late or repeated event changes nothing.
 */
export async function receiveWebhook(
  engine: PayoutEngine,
  name: WebhookProvider,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<WebhookAnswer> {
  const raw = rawBody.subarray(0, RAW_BODY_LIMIT).toString('utf8');
  const provider = await providerNamed(engine, name);
  if (!provider) return refuse(engine, name, raw, NOT_CONNECTED);
  let events: PayoutEvent[];
  try {
    events = provider.parseWebhook(rawBody, headers);
  } catch (error) {
    const why = error instanceof WebhookRejected ? error.why : 'The delivery could not be read.';
    return refuse(engine, name, raw, why);
  }
  if (events.length === 0) {
    // Signed, but about something other than a payout's state: kept, nothing to apply.
    await engine.db
      .insert(payoutWebhookDeliveries)
      .values({ provider: name, rawBody: raw, verified: true, appliedAt: sql`now()` });
    return { status: 200, body: { ok: true } };
  }
  for (const event of events) await keepAndApply(engine, name, raw, event);
  return { status: 200, body: { ok: true } };
}

async function refuse(
  engine: PayoutEngine,
  name: WebhookProvider,
  raw: string,
  why: string,
): Promise<WebhookAnswer> {
  engine.log.warn({ provider: name, why }, 'payout webhook refused');
  await engine.db
    .insert(payoutWebhookDeliveries)
    .values({ provider: name, rawBody: raw, verified: false, error: why });
  return { status: 400, body: { error_msg: why } };
}

async function keepAndApply(
  engine: PayoutEngine,
  name: WebhookProvider,
  raw: string,
  event: PayoutEvent,
): Promise<void> {
  await engine.db
    .insert(payoutWebhookDeliveries)
    .values({
      provider: name,
      eventId: event.eventId,
      eventType: event.type,
      withdrawalId: event.referenceId,
      rawBody: raw,
      verified: true,
    })
    .onConflictDoNothing({
      target: [payoutWebhookDeliveries.provider, payoutWebhookDeliveries.eventId],
      where: sql`${payoutWebhookDeliveries.verified} AND ${payoutWebhookDeliveries.eventId} IS NOT NULL`,
    });
  await engine.db.transaction(async (tx) => {
    const [delivery] = await tx
      .select({ id: payoutWebhookDeliveries.id, appliedAt: payoutWebhookDeliveries.appliedAt })
      .from(payoutWebhookDeliveries)
      .where(
        and(
          eq(payoutWebhookDeliveries.provider, name),
          eq(payoutWebhookDeliveries.eventId, event.eventId),
          eq(payoutWebhookDeliveries.verified, true),
        ),
      )
      .for('update');
    // A repeat of an event already applied.
    if (!delivery || delivery.appliedAt) return;
    const attemptId = await attemptOf(tx, name, event);
    if (attemptId === null) {
      engine.log.warn({ provider: name, eventId: event.eventId }, 'payout webhook for no payout');
    } else {
      await applyPayoutNews(tx, attemptId, event.payout);
    }
    await tx
      .update(payoutWebhookDeliveries)
      .set({
        appliedAt: sql`now()`,
        ...(attemptId === null && { error: 'No payout of ours matches this event.' }),
      })
      .where(eq(payoutWebhookDeliveries.id, delivery.id));
  });
}

/**
 * The attempt an event is about: by its idempotency key when the event carries it, else by the
 * provider's payout id, else (an event that came before our create call's answer was recorded)
 * the withdrawal's newest attempt at this provider that has no payout id yet.
 */
async function attemptOf(
  tx: Tx,
  name: WebhookProvider,
  event: PayoutEvent,
): Promise<bigint | null> {
  if (event.idempotencyKey) {
    const [row] = await tx
      .select({ id: payoutAttempts.id })
      .from(payoutAttempts)
      .where(
        and(
          eq(payoutAttempts.provider, name),
          eq(payoutAttempts.idempotencyKey, event.idempotencyKey),
        ),
      );
    if (row) return row.id;
  }
  if (event.providerPayoutId) {
    const [row] = await tx
      .select({ id: payoutAttempts.id })
      .from(payoutAttempts)
      .where(
        and(
          eq(payoutAttempts.provider, name),
          eq(payoutAttempts.providerPayoutId, event.providerPayoutId),
        ),
      );
    if (row) return row.id;
  }
  if (!event.referenceId) return null;
  const [row] = await tx
    .select({ id: payoutAttempts.id })
    .from(payoutAttempts)
    .where(
      and(
        eq(payoutAttempts.provider, name),
        eq(payoutAttempts.withdrawalId, event.referenceId),
        or(
          isNull(payoutAttempts.providerPayoutId),
          event.providerPayoutId
            ? eq(payoutAttempts.providerPayoutId, event.providerPayoutId)
            : undefined,
        ),
      ),
    )
    .orderBy(desc(payoutAttempts.attempt))
    .limit(1);
  return row?.id ?? null;
}
