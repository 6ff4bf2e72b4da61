import type { DomainEvents } from '../../db/domain-events.ts';
import type { BackgroundWorker } from '../../jobs/job-definition.ts';
import { autoPayRequestedWithdrawals, releaseWaitingPayouts } from './queued-payouts.ts';
import type { PayoutEngine } from './payout-engine.ts';
import { reconcileAttempt } from './reconcile.ts';
import { dueAttemptIds, sendAttempt } from './send-attempt.ts';

/** How often a driver looks for due work when nothing wakes it sooner. */
const LOOK_EVERY_MS = 2_000;
const BATCH = 20;

/**
 * One round of the payout engine's work in this process: payouts whose Indian day has come
 * (daily cap), withdrawals for auto pay, create calls due (first try or retry, under their
 * attempt's key), and reconciliation of payouts without news. Every piece is claimed in the
 * database first (send-attempt.ts), so any number of processes may run rounds at once and a dead
 * process's piece is taken up by another when its lease runs out.
 */
export async function runPayoutRound(engine: PayoutEngine): Promise<void> {
  await releaseWaitingPayouts(engine);
  await autoPayRequestedWithdrawals(engine);
  for (const id of await dueAttemptIds(engine, ['sending'], BATCH)) await sendAttempt(engine, id);
  for (const id of await dueAttemptIds(engine, ['pending', 'processed'], BATCH)) {
    await reconcileAttempt(engine, id);
  }
}

/**
 * Runs payout rounds in a process that runs jobs: every few seconds, and at once when a payout
 * becomes due anywhere (payouts.due) or a balance changes (a withdrawal was requested, which
 * auto pay may send). The provider calls happen here rather than in a job, because a job's work
 * runs inside the transaction that marks it done, and a provider call must be made outside any.
 */
export function payoutDriver(engine: PayoutEngine, events: DomainEvents): BackgroundWorker {
  let stopped = true;
  let busy = false;
  // Woken while a round runs: one more round right after it, not one per wake.
  let again = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const unsubscribes: (() => void)[] = [];

  const rounds = async () => {
    busy = true;
    try {
      do {
        again = false;
        await runPayoutRound(engine);
      } while (again && !stopped);
    } catch (error) {
      engine.log.error({ err: error }, 'payout round failed');
    } finally {
      busy = false;
    }
    if (!stopped) timer = setTimeout(wake, LOOK_EVERY_MS);
  };
  const wake = () => {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = rounds();
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      unsubscribes.push(events.on('payouts.due', wake), events.on('member.balance_changed', wake));
      wake();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
      await running;
    },
  };
}
