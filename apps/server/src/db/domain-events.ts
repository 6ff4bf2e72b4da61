import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * Domain events: what a module tells the other processes after its transaction commits
 * (docs/design.md#several-processes). They travel by PostgreSQL's NOTIFY, which is transactional:
 * a notification sent inside a transaction is queued and delivered to every listening session
 * (every server process, this one included) only when the transaction commits, in commit
 * order, and is dropped on rollback. PGlite behaves the same inside its one process.
 *
 * Events are notices, not the record: the ledger and the tables are the truth, and a listener
 * that was disconnected resynchronises from them (docs/decisions/0004-events-by-notify.md).
 *
 * The ledger's balance notices are the exception: a NOTIFY in every movement would make the
 * money calls of all processes commit one at a time, so the movement writes its notices to an
 * outbox table and a relay sends them after the commit, in order (event-outbox.ts).
 */

/**
 * Every event type, by name: each module declares the events it publishes by adding them to
 * this interface (declaration merging) in its own events file, e.g.
 *
 *   declare module '../../db/domain-events.ts' {
 *     interface DomainEventMap { 'game.lobby_changed': Record<never, never> }
 *   }
 *
 * so this file keeps only the mechanism while a listener still gets the exact payload of its
 * type. The entry's value is the payload without its `type`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
export interface DomainEventMap {}

export type DomainEventType = keyof DomainEventMap;
export type DomainEventOf<T extends DomainEventType> = { type: T } & DomainEventMap[T];
/** Any one event: the union of every declared type with its payload. */
export type DomainEvent = { [T in DomainEventType]: DomainEventOf<T> }[DomainEventType];

export const DOMAIN_EVENTS_CHANNEL = 'kamao_domain_events';
// NOTIFY refuses payloads of 8000 bytes or more; events carry ids, not documents.
const MAX_PAYLOAD_BYTES = 7_900;

/**
 * Publishes an event with the transaction that caused it: call it with the transaction handle,
 * and the event leaves only if that transaction commits. Called with the plain database it is
 * sent at once.
 */
export async function publishEvent(handle: DbOrTx, event: DomainEvent): Promise<void> {
  await handle.execute(sql`select pg_notify(${DOMAIN_EVENTS_CHANNEL}, ${eventPayload(event)})`);
}

/**
 * The NOTIFY payload of an event, for a statement that publishes it together with the write
 * that caused it (the ledger's balance update), saving a round trip.
 */
export function eventPayload(event: DomainEvent): string {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
    throw new RangeError(`Event ${event.type} is too large to publish`);
  }
  return payload;
}

/** A NOTIFY of the outbox's relay (migration 0029): the id of its first notice, and its notices. */
interface OutboxBatch {
  outbox: number;
  events: DomainEvent[];
}

type Listener<T extends DomainEventType> = (event: DomainEventOf<T>) => void | Promise<void>;
// Listeners are kept untyped by event; on() and receive() pair each with its own type.
type AnyListener = (event: DomainEvent) => void | Promise<void>;

/**
 * The events this process hears, dispatched by type. One per process, fed by Database.listen;
 * a listener that throws is logged and does not stop the others.
 */
export class DomainEvents {
  private readonly listeners = new Map<DomainEventType, Set<AnyListener>>();
  private readonly resyncListeners = new Set<() => void>();

  constructor(private readonly onListenerError: (error: unknown, type: string) => void) {}

  on<T extends DomainEventType>(type: T, listener: Listener<T>): () => void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener as unknown as AnyListener);
    return () => set.delete(listener as unknown as AnyListener);
  }

  /**
   * Called after the channel came back from an outage, when events may have been missed:
   * holders of cached copies reload them.
   */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  /**
   * Entry point for the channel's raw payloads: one event, or a batch of the outbox's in their
   * order, `{ outbox, events }` (the ledger's balance notices: event-outbox.ts).
   */
  receive(payload: string): void {
    let parsed: DomainEvent | OutboxBatch;
    try {
      parsed = JSON.parse(payload) as DomainEvent | OutboxBatch;
    } catch (error) {
      this.onListenerError(error, 'unparsable');
      return;
    }
    for (const event of 'outbox' in parsed ? parsed.events : [parsed]) this.dispatch(event);
  }

  private dispatch(event: DomainEvent): void {
    for (const listener of this.listeners.get(event.type) ?? []) {
      try {
        const result = listener(event);
        if (result instanceof Promise) result.catch((e) => this.onListenerError(e, event.type));
      } catch (error) {
        this.onListenerError(error, event.type);
      }
    }
  }

  resync(): void {
    for (const listener of this.resyncListeners) {
      try {
        listener();
      } catch (error) {
        this.onListenerError(error, 'resync');
      }
    }
  }
}
