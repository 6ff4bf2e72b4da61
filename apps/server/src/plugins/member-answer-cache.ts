import type { DomainEvents } from '../db/domain-events.ts';
import { kolkataDate, kolkataDayStart } from '../lib/kolkata-time.ts';

/**
 * How long a process may answer a member's page data from its copy. Everything a member does,
 * every money movement and every operator write drops the copies at once (below); this bounds
 * what no event announces: another member's view using up a campaign, a job's change, an
 * operator's SQL.
 */
export const MEMBER_ANSWER_MAX_AGE_MS = 10_000;
/** A bound on the members one process keeps answers for (the oldest go first). */
const MAX_MEMBERS = 20_000;
const DAY_MS = 86_400_000;

/** One member's copies; dropping them bumps the generation, so no older read is kept. */
interface MemberAnswers {
  generation: number;
  answers: Map<string, { body: string; until: number }>;
  /** Reads under way, shared by the requests that arrive meanwhile (one read, not ten). */
  reading: Map<string, Promise<string>>;
}

/** What a read gives: the serialized answer, and when it stops being true by itself. */
export interface MemberAnswerRead {
  body: string;
  /** Epoch ms at which the answer changes with no event (an ad back after its interval). */
  changesAt?: number | null;
}

/**
 * A process's copies of the member pages' data answers (issue 13: the dashboard, the withdraw
 * page and the View Ads page each ran five or six queries for every load). Kept serialized, per
 * member and page, for MEMBER_ANSWER_MAX_AGE_MS at most and never past the Indian midnight (the
 * answers count "today").
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
  private readonly members = new Map<string, MemberAnswers>();
  /** Bumped when every copy goes; a read that started before is not kept. */
  private generation = 0;
  private readonly unsubscribes: (() => void)[];

  constructor(
    events: DomainEvents,
    private readonly now: () => number = Date.now,
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
  }

  /** The member's answer for `page`: the copy while it holds, else `read`'s (shared). */
  answer(memberId: string, page: string, read: () => Promise<MemberAnswerRead>): Promise<string> {
    const now = this.now();
    let member = this.members.get(memberId);
    const copy = member?.answers.get(page);
    if (copy && copy.until > now) return Promise.resolve(copy.body);
    const pending = member?.reading.get(page);
    if (pending) return pending;
    if (!member) {
      if (this.members.size >= MAX_MEMBERS) this.members.delete(this.members.keys().next().value!);
      member = { generation: 0, answers: new Map(), reading: new Map() };
      this.members.set(memberId, member);
    }
    const holder = member;
    const generation = holder.generation;
    const allGeneration = this.generation;
    const stillCurrent = () =>
      this.members.get(memberId) === holder &&
      holder.generation === generation &&
      this.generation === allGeneration;
    const reading = read().then(
      ({ body, changesAt }) => {
        if (stillCurrent()) {
          holder.reading.delete(page);
          holder.answers.set(page, { body, until: this.until(now, changesAt) });
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
    member.generation += 1;
    member.answers.clear();
    member.reading.clear();
  }

  dropAll(): void {
    this.generation += 1;
    this.members.clear();
  }

  /** Stops listening (the app closes). */
  close(): void {
    this.unsubscribes.forEach((unsubscribe) => unsubscribe());
    this.members.clear();
  }

  /** The earliest of: the maximum age, the Indian midnight, the answer's own change. */
  private until(readAt: number, changesAt: number | null | undefined): number {
    const midnight = kolkataDayStart(kolkataDate(new Date(readAt))).getTime() + DAY_MS;
    const own = changesAt && changesAt > readAt ? changesAt : Infinity;
    return Math.min(readAt + MEMBER_ANSWER_MAX_AGE_MS, midnight, own);
  }
}
