import type { SharedState } from '../../shared-state/shared-state.ts';

/** Game events one member may send a second, over all their sockets in every process. */
export const MEMBER_EVENTS_PER_SECOND = 20;
const WINDOW_MS = 1000;
/** Past this many members with a window here, the ended windows are forgotten. */
const SWEEP_AT = 10_000;

interface LocalWindow {
  start: number;
  count: number;
  /** Set once the shared count refused: refused here until then without asking it again. */
  refusedUntil: number;
}

/**
 * The flood brake of the game's socket events, per member rather than per socket: a member with
 * a hundred sockets gets no more than one. The count that decides is shared by the processes
 * (SharedState: Redis when it is set, else the database). This process also counts what it saw
 * itself: that count can only be lower than the shared one, so once it passes the limit, or the
 * shared count has refused, the rest of the second is refused here without a round trip; a flood
 * costs the shared store about MEMBER_EVENTS_PER_SECOND calls a second per process, however
 * many events it sends.
 *
 * On the embedded database the server is one process by construction (PGlite lives in it), so
 * this process's count is the whole count and no event pays a round trip for it: `alone`.
 */
export class MemberEventBudget {
  private readonly windows = new Map<string, LocalWindow>();

  constructor(
    private readonly state: SharedState,
    private readonly options: { alone: boolean; now?: () => number },
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** True when the member's event may be handled; counts it. */
  async allows(memberId: string): Promise<boolean> {
    const now = this.now();
    const window = this.windowOf(memberId, now);
    if (window.refusedUntil > now) return false;
    window.count += 1;
    if (window.count > MEMBER_EVENTS_PER_SECOND) return false;
    if (this.options.alone) return true;
    const { count, msLeft } = await this.state.hit(`game-events:${memberId}`, WINDOW_MS);
    if (count <= MEMBER_EVENTS_PER_SECOND) return true;
    window.refusedUntil = this.now() + msLeft;
    return false;
  }

  private windowOf(memberId: string, now: number): LocalWindow {
    let window = this.windows.get(memberId);
    if (!window || (now - window.start >= WINDOW_MS && window.refusedUntil <= now)) {
      if (!window && this.windows.size >= SWEEP_AT) this.sweep(now);
      window = { start: now, count: 0, refusedUntil: 0 };
      this.windows.set(memberId, window);
    }
    return window;
  }

  private sweep(now: number): void {
    for (const [memberId, window] of this.windows) {
      if (now - window.start >= WINDOW_MS && window.refusedUntil <= now) {
        this.windows.delete(memberId);
      }
    }
  }
}
