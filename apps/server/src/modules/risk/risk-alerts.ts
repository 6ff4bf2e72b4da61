import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { holdAboveScore } from './score-hold.ts';

export interface RiskAlerts {
  /** Groups of linked members never marked reviewed, or with a signal newer than the review. */
  unreviewedGroups: number;
  /** Active members whose score is at or above the hold rule: their withdrawals wait. */
  membersAtHoldScore: number;
  holdScore: number;
}

/** What the Risk tab has waiting for the operator, counted the way the tab shows it. */
export async function riskAlerts(db: DbOrTx): Promise<RiskAlerts> {
  const holdScore = await holdAboveScore(db);
  const [row] = rowsOf<{ groups: string; held: string }>(
    await db.execute(sql`
      select
        (select count(*) from (
          select s.group_id
          from risk_scores s
          left join risk_group_reviews r on r.group_id = s.group_id
          where s.group_id is not null
          group by s.group_id, r.reviewed_at
          having r.reviewed_at is null or exists (
            select 1 from risk_signals g
            join risk_scores m on m.user_id = g.user_id
            where m.group_id = s.group_id and g.last_seen_at > r.reviewed_at
          )
        ) unreviewed)::text as groups,
        (select count(*) from risk_scores s join users u on u.id = s.user_id
          where s.score >= ${holdScore} and u.status = 'active' and u.deleted_at is null)::text
          as held`),
  );
  return {
    unreviewedGroups: Number(row?.groups ?? 0),
    membersAtHoldScore: Number(row?.held ?? 0),
    holdScore,
  };
}
