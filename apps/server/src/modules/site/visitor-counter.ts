import { createHmac } from 'node:crypto';
import { and, countDistinct, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visitorDays } from '../../db/schema/index.ts';
import { kolkataDate, kolkataDayStart } from '../../lib/kolkata-time.ts';

const WINDOW_DAYS = 30;

/**
 * Counts distinct visitors over the last 30 Indian days without storing addresses: each visit is
 * stored as (day, keyed hash of the address). Rows older than the window are pruned. Each process
 * remembers, in memory only and until the Indian midnight, the addresses it counted today, so a
 * visitor's later page views cost neither a database write nor a hash (the login check every
 * page makes calls this).
 */
export class VisitorCounter {
  private seenDay = '';
  /** When seenDay ends (epoch ms): the day is compared as a number on every call. */
  private seenDayEndsAt = 0;
  private seen = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly key: string,
  ) {}

  /** Undefined when this process already counted the address today. */
  recordVisit(address: string, now = new Date()): Promise<void> | undefined {
    if (now.getTime() < this.seenDayEndsAt && this.seen.has(address)) return undefined;
    return this.recordNewVisit(address, now);
  }

  private async recordNewVisit(address: string, now: Date): Promise<void> {
    const day = kolkataDate(now);
    if (day !== this.seenDay) {
      this.seenDay = day;
      this.seenDayEndsAt = kolkataDayStart(day).getTime() + 86_400_000;
      this.seen = new Set();
      await this.prune(now);
    }
    if (this.seen.has(address)) return;
    this.seen.add(address);
    const visitorHash = createHmac('sha256', this.key).update(address).digest('base64url');
    await this.db.insert(visitorDays).values({ day, visitorHash }).onConflictDoNothing();
  }

  async countLast30Days(now = new Date()): Promise<number> {
    const [row] = await this.db
      .select({ visitors: countDistinct(visitorDays.visitorHash) })
      .from(visitorDays)
      .where(gte(visitorDays.day, windowStart(now)));
    return Number(row?.visitors ?? 0);
  }

  private async prune(now: Date): Promise<void> {
    await this.db.delete(visitorDays).where(and(lt(visitorDays.day, windowStart(now))));
  }
}

function windowStart(now: Date): string {
  return kolkataDate(new Date(now.getTime() - (WINDOW_DAYS - 1) * 86_400_000));
}
