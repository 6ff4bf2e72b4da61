import type { DomainEvents } from '../db/domain-events.ts';
import { kolkataDate, kolkataDayStart } from '../lib/kolkata-time.ts';

/**
 * How long a process may answer a member's page data from its copy. Everything a member does,
 * every money movement and every operator write drops the copies at once (below); this bounds
 * what no event announces: another member's view using up a campaign, a job's change, an
 * operator's SQL.
 */
export const MEMBER_ANSWER_MAX_AGE_MS = 10_000;
/**
 * A bound on the answers one process keeps, in characters (a View Ads answer with many ads is
 * about 100,000): the members who loaded a page least recently go first.
 */
const MAX_CHARACTERS = 32 * 1024 * 1024;
const DAY_MS = 86_400_000;

/** One member's copies, replaced as a whole when they are dropped. */
interface MemberAnswers {
  answers: Map<string, KeptAnswer>;
  /** Reads under way, shared by the requests that arrive meanwhile (one read, not ten). */
  reading: Map<string, Promise<string>>;
}

interface KeptAnswer {
  body: string;
  /** Wall-clock ms: the Indian midnight or the answer's own change, whichever comes first. */
  until: number;
  /** The monotonic clock when it was read: its age holds even if the wall clock is set back. */
  readAt: number;
}

/** What a read gives: the serialized answer, and when it stops being true by itself. */
export interface MemberAnswerRead {
  body: string;
  /** Epoch ms at which the answer changes with no event (an ad back after its interval). */
  changesAt?: number | null;
}

/**
 * A process's copies of the member pages' data answers
 * (docs/decisions/0014-member-answer-copies.md: the dashboard, the withdraw page and the View Ads
 * page each ran five or six queries for every load). Kept serialized, per member and page, for
 * MEMBER_ANSWER_MAX_AGE_MS at most and never past the Indian midnight (the answers count "today").
 *
 * Dropped at once, in every process:
 * - a member's copies on `member.balance_changed` (every ledger movement, a payout marked paid)
 *   and `offerwall.figures_changed`;
 * - by `member.answers_stale`, published after a member's successful write call (their own
 *   copies) or an operator's (every copy): member-answers.ts;
 * - all of them on `cache.invalidated` (operator data) and after an outage of the event channel.
 *
 * A read under way while its member's copies are dropped is neither kept nor handed to a request
 * that arrives after the drop, so a member never sees data from before their own write.
 */
export class MemberAnswerCache {
  /** In order of last use: the first member is the one to go when the bound is reached. */
  private readonly members = new Map<string, MemberAnswers>();
  private characters = 0;
  private readonly unsubscribes: (() => void)[];
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    events: DomainEvents,
    private readonly now: () => number = Date.now,
    private readonly elapsed: () => number = () => performance.now(),
  ) {
    this.unsubscribes = [
      events.on('member.balance_changed', (event) => this.dropMember(event.memberId)),
      events.on('offerwall.figures_changed', (event) => this.dropMember(event.memberId)),
      events.on('member.answers_stale', (event) =>
        event.memberId === null ? this.dropAll() : this.dropMember(event.memberId),
      ),
      events.on('cache.invalidated', () => this.dropAll()),
      events.onResync(() => this.dropAll()),
    ];
    // Copies nobody asks for again are freed when they expire, not kept until the bound.
    this.sweeper = setInterval(() => this.sweep(), MEMBER_ANSWER_MAX_AGE_MS);
    this.sweeper.unref();
  }

  /** The member's answer for `page`: the copy while it holds, else `read`'s (shared). */
  answer(memberId: string, page: string, read: () => Promise<MemberAnswerRead>): Promise<string> {
    const now = this.now();
    const readAt = this.elapsed();
    let member = this.members.get(memberId);
    if (member) {
      // Last used now: moved to the end of the eviction order.
      this.members.delete(memberId);
      this.members.set(memberId, member);
      const copy = member.answers.get(page);
      if (copy && this.holds(copy, now, readAt)) return Promise.resolve(copy.body);
      const pending = member.reading.get(page);
      if (pending) return pending;
    } else {
      member = { answers: new Map(), reading: new Map() };
      this.members.set(memberId, member);
    }
    const holder = member;
    // A drop removes the member's holder (a later request makes a new one): a read that started
    // before the drop is handed to no one else and not kept.
    const stillCurrent = () => this.members.get(memberId) === holder;
    const reading = read().then(
      ({ body, changesAt }) => {
        if (stillCurrent()) {
          holder.reading.delete(page);
          this.keep(holder, page, { body, until: this.until(now, changesAt), readAt });
        }
        return body;
      },
      (error: unknown) => {
        if (stillCurrent()) holder.reading.delete(page);
        throw error;
      },
    );
    holder.reading.set(page, reading);
    return reading;
  }

  dropMember(memberId: string): void {
    const member = this.members.get(memberId);
    if (!member) return;
    this.forget(memberId, member);
  }

  dropAll(): void {
    this.members.clear();
    this.characters = 0;
  }

  /** Stops listening (the app closes). */
  close(): void {
    clearInterval(this.sweeper);
    this.unsubscribes.forEach((unsubscribe) => unsubscribe());
    this.dropAll();
  }

  /** The characters the kept answers hold (the bound's measure). */
  size(): number {
    return this.characters;
  }

  /** Frees expired copies, and the members left with none and no read under way. */
  sweep(): void {
    const now = this.now();
    const elapsed = this.elapsed();
    for (const [memberId, member] of this.members) {
      for (const [page, copy] of member.answers) {
        if (this.holds(copy, now, elapsed)) continue;
        member.answers.delete(page);
        this.characters -= copy.body.length;
      }
      if (member.answers.size === 0 && member.reading.size === 0) this.members.delete(memberId);
    }
  }

  private keep(member: MemberAnswers, page: string, copy: KeptAnswer): void {
    this.characters += copy.body.length - (member.answers.get(page)?.body.length ?? 0);
    member.answers.set(page, copy);
    for (const [memberId, oldest] of this.members) {
      if (this.characters <= MAX_CHARACTERS) break;
      this.forget(memberId, oldest);
    }
  }

  private forget(memberId: string, member: MemberAnswers): void {
    for (const copy of member.answers.values()) this.characters -= copy.body.length;
    this.members.delete(memberId);
  }

  private holds(copy: KeptAnswer, now: number, elapsed: number): boolean {
    return copy.until > now && elapsed - copy.readAt < MEMBER_ANSWER_MAX_AGE_MS;
  }

  /** The earlier of the Indian midnight and the answer's own change (the age is apart). */
  private until(readAt: number, changesAt: number | null | undefined): number {
    const midnight = kolkataDayStart(kolkataDate(new Date(readAt))).getTime() + DAY_MS;
    const own = changesAt && changesAt > readAt ? changesAt : Infinity;
    return Math.min(midnight, own);
  }
}
