import type { LanguageCode } from '@kamao/contract/language';
import { and, count, eq, gte, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { earnedToday } from '../../ledger/balances.ts';
import { kolkataDayStartSql } from '../../db/kolkata-day.ts';
import { ptcViews } from '../../db/schema/index.ts';
import { availableBalance } from '../wallet/index.ts';
import { readSiteText } from '../site/index.ts';
import { availableAgainAt, campaignsForViewer, unavailableReason } from './ad-availability.ts';

/**
 * The View Ads page (docs/product/ptc-ads.md#the-view-ads-page): the ads the member may
 * view now, today's PTC income (milli-rupees) and paid views (Indian day), and when the next
 * hidden ad comes back (the earliest end of an interval or of a reached daily limit), or null.
 */
export async function ptcHome(db: Db, memberId: string, language: LanguageCode) {
  const [campaigns, income, [views], balance, instructions] = await Promise.all([
    campaignsForViewer(db, memberId),
    earnedToday(db, memberId, 'ptc_ads'),
    db
      .select({ n: count() })
      .from(ptcViews)
      .where(
        and(
          eq(ptcViews.memberId, memberId),
          isNotNull(ptcViews.paidAt),
          gte(ptcViews.paidAt, kolkataDayStartSql),
        ),
      ),
    availableBalance(db, memberId),
    readSiteText(db, 'ptc_instructions', language),
  ]);
  const available = campaigns.filter((c) => unavailableReason(c, memberId) === null);
  const hidden = campaigns.filter((c) => unavailableReason(c, memberId) !== null);
  const comesBack = hidden.map(availableAgainAt).filter((at) => at > 0);
  return {
    campaigns: available,
    todayIncome: income,
    completedViews: views?.n ?? 0,
    availableBalance: balance,
    nextAdAt: comesBack.length > 0 ? Math.min(...comesBack) : null,
    instructions,
  };
}
export type PtcHome = Awaited<ReturnType<typeof ptcHome>>;
