import { and, count, eq, gte, isNotNull, sum } from 'drizzle-orm';
import { milliToRupees } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { ptcViews, transfers } from '../../db/schema.ts';
import { availableBalance } from '../wallet/index.ts';
import { readSiteText } from '../site/index.ts';
import {
  availableAgainAt,
  campaignsForViewer,
  kolkataDayStartSql,
  unavailableReason,
} from './ad-availability.ts';

/**
 * The View Ads page (spec part 2 §2.2, §3 "PTC campaign (member view)"): the ads the member may
 * view now, today's PTC income and paid views (Indian day), and when the next hidden ad comes
 * back (the earliest end of an interval or of a reached daily limit), or null.
 */
export async function ptcHome(db: Db, memberId: string) {
  const [campaigns, [income], [views], balance, instructions] = await Promise.all([
    campaignsForViewer(db, memberId),
    db
      .select({ total: sum(transfers.amount) })
      .from(transfers)
      .where(
        and(
          eq(transfers.memberId, memberId),
          eq(transfers.kind, 'ptc_ads'),
          gte(transfers.createdAt, kolkataDayStartSql),
        ),
      ),
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
    readSiteText(db, 'ptc_instructions'),
  ]);
  const available = campaigns.filter((c) => unavailableReason(c, memberId) === null);
  const hidden = campaigns.filter((c) => unavailableReason(c, memberId) !== null);
  const comesBack = hidden.map(availableAgainAt).filter((at) => at > 0);
  return {
    PTCAds_campaignsData: available.map((c) => ({
      _id: c.id,
      campaignType: c.type,
      step_2_title: c.title,
      step_2_description: c.description,
      step_2_url: c.url,
      step_3_duration_for_user: c.durationSeconds,
      step_3_amount_for_user: milliToRupees(c.rewardPerView),
    })),
    today_PTCAdsIncome: milliToRupees(BigInt(income?.total ?? 0)),
    totalLinks: available.length,
    completedClick: views?.n ?? 0,
    userAvailableBalance: balance,
    willCome_afterThis_time: comesBack.length > 0 ? Math.min(...comesBack) : null,
    other_data_PTCAds_instructions: instructions,
  };
}
