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
 */
export type DomainEvent =
  /** A member's accounts changed; balances (and debt) in milli-rupees as decimal strings. */
  | {
      type: 'member.balance_changed';
      memberId: string;
      withdrawable: string;
      deposit: string;
      debt: string;
    }
  /**
   * A postback changed a member's task-wall figures (milli-rupees as decimal strings); credited
   * when money came in (the wall page plays its sound).
   */
  | {
      type: 'offerwall.figures_changed';
      memberId: string;
      credited: boolean;
      todayIncome: string;
      totalWalls: number;
      todayCompleted: number;
      availableBalance: string;
    }
  /**
   * A Tic Tac Toe match changed (modules/games): its whole state, so every process tells its
   * own sockets without reading it back; lobby when the rooms' counts changed too.
   */
  | { type: 'game.match_changed'; match: GameMatchSnapshot; lobby: boolean }
  /** The rooms of the lobby changed (an operator's edit, the paid-rooms switch). */
  | { type: 'game.lobby_changed' }
  /** A member's sessions ended (ban, password change…), all or all but one. */
  | { type: 'member.sessions_ended'; memberId: string; exceptSessionId?: string }
  /** One session ended (logout). */
  | { type: 'session.ended'; sessionId: string }
  /**
   * The copies of a member's page data are stale (their own write call), or every member's
   * (memberId null: an operator's write call); plugins/member-answer-cache.ts.
   */
  | { type: 'member.answers_stale'; memberId: string | null }
  /** A cached copy of operator data is stale in every process. */
  | { type: 'cache.invalidated'; cache: string }
  /** A job was scheduled; job runners may wake before their next poll. */
  | { type: 'jobs.scheduled'; runAt: string };

/** A match as it stands after a change (times are epoch milliseconds by the database clock). */
export interface GameMatchSnapshot {
  id: string;
  version: number;
  status: 'waiting' | 'playing' | 'finished' | 'cancelled' | 'expired';
  roomName: string;
  /** Milli-rupees as decimal strings. */
  entryFee: string;
  prize: string;
  board: string;
  players: { id: string; symbol: 'X' | 'O'; name: string; graceUntil: number | null }[];
  currentTurn: string | null;
  winner: 'X' | 'O' | 'draw' | null;
  endReason: string | null;
  turnSeconds: number;
  searchDeadline: number | null;
  turnDeadline: number | null;
  /** The database clock when the snapshot was taken: times left are counted from it. */
  takenAt: number;
}

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

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

  /** Entry point for the channel's raw payloads. */
  receive(payload: string): void {
    let event: DomainEvent;
    try {
      event = JSON.parse(payload) as DomainEvent;
    } catch (error) {
      this.onListenerError(error, 'unparsable');
      return;
    }
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
