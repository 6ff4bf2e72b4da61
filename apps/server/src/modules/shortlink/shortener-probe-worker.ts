import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundWorker } from '../../jobs/job-definition.ts';
import { probeDueShorteners, type ProbeDeps } from './shortener-probe.ts';

/** How often a process looks for off-list shorteners whose probe is due (each waits 10 minutes). */
const LOOK_EVERY_MS = 60_000;

/**
 * Probes off-list shorteners in a process that runs jobs. A worker rather than a job: the probe is
 * a call to the shortener's API, which must not hold a transaction open, and a job's work runs
 * inside the transaction that marks it done. Each probe is claimed in the database first
 * (shortener-probe.ts), so any number of processes may look at once.
 */
export function shortenerProbeWorker(deps: ProbeDeps, log: FastifyBaseLogger): BackgroundWorker {
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const round = async () => {
    try {
      await probeDueShorteners(deps);
    } catch (error) {
      log.error({ err: error }, 'shortener probe round failed');
    }
    if (!stopped) timer = setTimeout(() => (running = round()), LOOK_EVERY_MS);
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      running = round();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
