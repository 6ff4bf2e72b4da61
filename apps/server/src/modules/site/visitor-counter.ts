import { createHmac } from 'node:crypto';
import { and, countDistinct, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visitorDays } from '../../db/schema.ts';
import { kolkataDate } from '../../lib/kolkata-time.ts';

const WINDOW_DAYS = 30;

/**
 * Counts distinct visitors over the last 30 Indian days without keeping addresses: each visit is
 * stored as (day, keyed hash of the address). Rows older than the window are pruned. Each process
 * remembers today's hashes so a visitor's later page views cost no database write.
 */
export class VisitorCounter {
  private seenDay = '';
  private seen = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly key: string,
  ) {}

  async recordVisit(address: string, now = new Date()): Promise<void> {
    const day = kolkataDate(now);
    if (day !== this.seenDay) {
      this.seenDay = day;
      this.seen = new Set();
      await this.prune(now);
    }
    const visitorHash = createHmac('sha256', this.key).update(address).digest('base64url');
    if (this.seen.has(visitorHash)) return;
    this.seen.add(visitorHash);
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
