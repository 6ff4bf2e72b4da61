import { eq } from 'drizzle-orm';
import { payoutAttempts } from '../../db/schema/index.ts';
import { applyPayoutNews, checkAfterMs } from './payout-news.ts';
import { providerNamed, type PayoutEngine } from './payout-engine.ts';
import { claimAttempt } from './send-attempt.ts';

/** A processed payout is asked about for this long after it was paid, in case it is reversed. */
const WATCH_PROCESSED_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Reconciliation of one attempt the provider has (pending, or processed and still young enough
 * to be reversed) and that had no news for a while: the provider is asked how it stands, and
 * its answer is recorded like a webhook's (payout-news.ts). This is how a lost or never-sent
 * webhook is made up for; when the provider cannot be asked now, it is asked again later.
 */
export async function reconcileAttempt(engine: PayoutEngine, attemptId: bigint): Promise<void> {
  const attempt = await claimAttempt(engine, attemptId, ['pending', 'processed']);
  if (!attempt) return;
  if (
    attempt.state === 'processed' &&
    attempt.settledAt &&
    Date.now() - attempt.settledAt.getTime() > WATCH_PROCESSED_MS
  ) {
    await engine.db
      .update(payoutAttempts)
      .set({ nextTryAt: null, leaseUntil: null, leaseBy: null })
      .where(eq(payoutAttempts.id, attempt.id));
    return;
  }
  const provider = await providerNamed(engine, attempt.provider);
  let found = null;
  let failure: string | null = provider ? null : 'The provider is not connected any more.';
  if (provider) {
    try {
      found = await provider.find({
        referenceId: attempt.withdrawalId,
        idempotencyKey: attempt.idempotencyKey,
        providerPayoutId: attempt.providerPayoutId,
      });
      if (!found) failure = 'The provider does not know this payout.';
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
  }
  if (found) {
    await applyPayoutNews(engine.db, attempt.id, found);
    return;
  }
  engine.log.warn(
    { withdrawalId: attempt.withdrawalId, key: attempt.idempotencyKey, failure },
    'payout could not be reconciled; asked again later',
  );
  await engine.db
    .update(payoutAttempts)
    .set({
      nextTryAt: new Date(Date.now() + checkAfterMs(attempt.provider)),
      leaseUntil: null,
      leaseBy: null,
    })
    .where(eq(payoutAttempts.id, attempt.id));
}
