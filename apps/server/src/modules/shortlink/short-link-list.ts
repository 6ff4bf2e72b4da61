import type { LanguageCode } from '@kamao/contract/language';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { earnedToday } from '../../ledger/balances.ts';
import { kolkataDayStartSql } from '../../db/kolkata-day.ts';
import { shortLinkAttempts, shorteners } from '../../db/schema/index.ts';
import { readSiteText } from '../site/index.ts';
import { availableBalance } from '../wallet/index.ts';

/**
 * The Click Short Link page (docs/product/short-links.md#the-short-link-list): every enabled
 * shortener with the member's paid claims of it today (Indian day) and when its cooldown ends, and
 * the page's figures. Amounts are milli-rupees; presenters.ts makes rupees.
 */
export async function shortLinkList(db: Db, memberId: string, language: LanguageCode) {
  // Written with the table's name: inside a subquery drizzle's bare "id" would mean a.id.
  const claimsToday = sql<number>`(select count(*)::int from ${shortLinkAttempts} a
    where a.member_id = ${memberId} and a.shortener_id = "shorteners"."id"
      and a.claimed_at >= ${kolkataDayStartSql})`;
  // The end of the cooldown after the member's last claim, in epoch ms, while it runs.
  const cooldownEndsAt = sql<string | null>`(select (extract(epoch from
      max(a.claimed_at) + make_interval(mins => "shorteners"."cooldown_minutes")) * 1000)::bigint::text
    from ${shortLinkAttempts} a
    where a.member_id = ${memberId} and a.shortener_id = "shorteners"."id"
      and a.claimed_at is not null
    having max(a.claimed_at) + make_interval(mins => "shorteners"."cooldown_minutes") > now())`;
  const [links, income, balance, instructions] = await Promise.all([
    db
      .select({
        name: shorteners.name,
        domain: shorteners.domain,
        reward: shorteners.reward,
        minSeconds: shorteners.minSeconds,
        howToCompleteUrl: shorteners.howToCompleteUrl,
        clicksPerDay: shorteners.clicksPerDay,
        claimsToday,
        cooldownEndsAt,
      })
      .from(shorteners)
      // A shortener whose API keeps failing is off the list until it answers again.
      .where(and(eq(shorteners.enabled, true), isNull(shorteners.offListSince)))
      .orderBy(asc(shorteners.createdAt)),
    earnedToday(db, memberId, 'click_short_link'),
    availableBalance(db, memberId),
    readSiteText(db, 'shortlink_instructions', language),
  ]);
  const cards = links.map((link) => {
    const completed = Number(link.claimsToday);
    return {
      ...link,
      completed,
      left: Math.max(0, link.clicksPerDay - completed),
      disabled: completed >= link.clicksPerDay,
      cooldownEndsAt: link.cooldownEndsAt === null ? null : Number(link.cooldownEndsAt),
    };
  });
  return {
    cards,
    todayIncome: income,
    completedClicks: cards.reduce((n, c) => n + c.completed, 0),
    pendingClicks: cards.reduce((n, c) => n + c.left, 0),
    pendingEarnings: cards.reduce((n, c) => n + c.reward * BigInt(c.left), 0n),
    availableBalance: balance,
    instructions,
  };
}
export type ShortLinkList = Awaited<ReturnType<typeof shortLinkList>>;

/** The card's time text ('5 m' or '30 s'): how long the link takes. */
export function timeText(seconds: number): string {
  return seconds < 60 ? `${seconds} s` : `${Math.round(seconds / 60)} m`;
}
