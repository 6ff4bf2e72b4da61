import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { DOMAIN_EVENTS_CHANNEL } from './domain-events.ts';
import { rowsOf } from './rows.ts';

/**
 * How often a process sends what waits in the outbox without being asked: the notices of
 * movements made in a job or in a longer transaction, and those a process left when it died
 * between its commit and its relay.
 */
export const OUTBOX_POLL_MS = 100;
/**
 * How long a relay that no one waits for waits for the calls around it before it starts: a relay
 * is a transaction that takes NOTIFY's global lock, and one per call, back to back, cost the
 * money calls a fifth of their rate under load (the benchmark); a few milliseconds later on an
 * open page is nothing.
 */
const RELAY_GATHER_MS = 5;

/**
 * Sends the ledger's balance notices from the event outbox to the event channel (migration 0029:
 * a NOTIFY in the movement serialised every commit of the cluster). Every process runs one: a
 * relay after each of its money calls (kick), and one every OUTBOX_POLL_MS. The relays of all
 * processes share the one table; each notice leaves once, with the relay that deleted it.
 */
export class EventOutboxRelay {
  /** A relay about to start: it waits RELAY_GATHER_MS for the calls around it. */
  private gathering: Promise<void> | undefined;
  private running: Promise<void> | undefined;
  /** The relay that starts when the running one ends, shared by everyone who asked meanwhile. */
  private next: Promise<void> | undefined;
  /** Someone who asked for `next` waits for it: it starts without gathering. */
  private awaited = false;
  private readonly poller: NodeJS.Timeout;
  private closed = false;
  private failing = false;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    pollMs = OUTBOX_POLL_MS,
  ) {
    this.poller = setInterval(() => void this.kick(), pollMs);
    this.poller.unref();
  }

  /**
   * A relay that starts after this call, so it sends every notice committed before it: resolves
   * when that relay is done (a failed relay is reported, and its notices stay for the next one).
   * It waits RELAY_GATHER_MS for the calls around it, unless `gather` is false: a caller that
   * waits for it (a money call's answer) gathers the others by waiting.
   */
  kick(options: { gather?: boolean } = {}): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.gathering) return this.gathering;
    if (this.running) {
      if (options.gather === false) this.awaited = true;
      const again = () => {
        const gather = !this.awaited;
        this.next = undefined;
        this.awaited = false;
        return this.kick({ gather });
      };
      this.next ??= this.running.then(again, again);
      return this.next;
    }
    if (options.gather === false) return this.start();
    this.gathering = new Promise<void>((resolve) => setTimeout(resolve, RELAY_GATHER_MS)).then(
      () => {
        this.gathering = undefined;
        return this.start();
      },
    );
    return this.gathering;
  }

  /** Stops the polling and waits for the relays under way. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.poller);
    await this.gathering;
    await this.next;
    await this.running;
  }

  private start(): Promise<void> {
    this.running = this.relay().finally(() => (this.running = undefined));
    return this.running;
  }

  private async relay(): Promise<void> {
    try {
      await relayEventOutbox(this.db);
      this.failing = false;
    } catch (error) {
      // Reported once while the database cannot be reached, not ten times a second.
      if (this.failing) return;
      this.failing = true;
      this.onError(error);
    }
  }
}

/** Sends what waits in the outbox now; the number of notices sent. */
export async function relayEventOutbox(db: Db): Promise<number> {
  const [row] = rowsOf<{ sent: number }>(
    await db.execute(sql`select event_outbox_relay(${DOMAIN_EVENTS_CHANNEL}) as sent`),
  );
  return Number(row?.sent ?? 0);
}
