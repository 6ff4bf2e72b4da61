import type { DbOrTx } from '../../db/client.ts';
import type { DomainEvents } from '../../db/domain-events.ts';
import { lookupSession, onSessionsEndedHere, type SessionLookup } from './session-store.ts';

type ValidSession = Extract<SessionLookup, { status: 'valid' }>;

/** How long a process may answer from its copy; ends are pushed sooner (below). */
const CACHE_MS = 30_000;
/** A bound on the copies one process keeps (the oldest go first). */
const MAX_ENTRIES = 20_000;

/**
 * A process's short copy of valid sessions (docs/decisions/0012-session-copies-per-process.md: the
 * member calls ran a sessions ⋈ users query on every request). A copy lives CACHE_MS at most, and a
 * session's end reaches every process through the runtime's events: logout (session.ended), a ban,
 * a password change or a reset (member.sessions_ended), and this process's own ends at once
 * (onSessionsEndedHere). When the event channel was down and events may have been missed, every
 * copy goes. A lookup that was under way while an end arrived is not kept, so an end can never be
 * overwritten by an answer read before it.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: ValidSession; until: number }>();
  private generation = 0;
  private readonly unsubscribes: (() => void)[];

  constructor(
    private readonly db: DbOrTx,
    events: DomainEvents,
    private readonly now: () => number = Date.now,
  ) {
    this.unsubscribes = [
      events.on('session.ended', (event) =>
        this.drop((s) => s.sessionId.toString() === event.sessionId),
      ),
      events.on('member.sessions_ended', (event) =>
        this.drop((s) => s.member.id === event.memberId),
      ),
      events.onResync(() => this.drop(() => true)),
      // This process's own ends count at once, before their notification comes back.
      onSessionsEndedHere((end) => {
        if ('token' in end) {
          this.generation += 1;
          this.entries.delete(end.token);
        } else this.drop((s) => s.member.id === end.memberId);
      }),
    ];
  }

  /** Stops listening (the app closes). */
  close(): void {
    this.unsubscribes.forEach((unsubscribe) => unsubscribe());
    this.entries.clear();
  }

  async lookup(token: string): Promise<SessionLookup> {
    const now = this.now();
    const cached = this.entries.get(token);
    if (cached && cached.until > now && cached.session.expiresAt.getTime() > now) {
      return cached.session;
    }
    this.entries.delete(token);
    const generation = this.generation;
    const found = await lookupSession(this.db, token);
    if (found.status === 'valid' && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) {
        this.entries.delete(this.entries.keys().next().value!);
      }
      this.entries.set(token, { session: found, until: now + CACHE_MS });
    }
    return found;
  }

  private drop(matches: (session: ValidSession) => boolean): void {
    this.generation += 1;
    for (const [token, entry] of this.entries) {
      if (matches(entry.session)) this.entries.delete(token);
    }
  }
}
