import { and, inArray, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { gameMatches } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { rowsOf } from '../../db/rows.ts';
import { markPlayerConnected } from './match-presence.ts';
import { MATCH_SOCKET_FRESH_FOR } from './match-sockets.ts';
import { armMatchTimer } from './match-timer.ts';

const OVERDUE = sql`clock_timestamp() - interval '1 minute'`;

/**
 * The safety net under the timers: a live match whose deadline passed a minute ago without its
 * job settling it (the job failed past its retries, or its row was lost) gets its timer armed
 * again, so no match keeps members' fees in escrow forever.
 */
export async function rearmOverdueMatches(tx: Tx): Promise<void> {
  const overdue = await tx
    .select()
    .from(gameMatches)
    .where(
      and(
        inArray(gameMatches.status, ['waiting', 'playing']),
        or(lt(gameMatches.searchDeadline, OVERDUE), lt(gameMatches.turnDeadline, OVERDUE)),
      ),
    )
    .limit(500);
  for (const match of overdue) await armMatchTimer(tx, match);
}

/**
 * Players whose every socket was in a process that died: that process could not start their
 * grace, and their rows stopped being refreshed (match-sockets.ts). Their grace starts now, so a
 * member whose phone went with the process is not charged by a turn clock instead. A match begun
 * in the last minute is left alone: its players may still be entering it.
 */
export async function startGraceOfVanishedPlayers(tx: Tx): Promise<void> {
  const vanished = rowsOf<{ match_id: string; member_id: string }>(
    await tx.execute(sql`
      select m.id as match_id, p.member_id
      from game_matches m
      cross join lateral (values (m.player_x, m.x_grace_until), (m.player_o, m.o_grace_until))
        as p(member_id, grace_until)
      where m.status in ('waiting', 'playing')
        and p.member_id is not null and p.grace_until is null
        and coalesce(m.started_at, m.created_at) < clock_timestamp() - interval '1 minute'
        and not exists (
          select 1 from game_match_sockets s
          where s.match_id = m.id and s.member_id = p.member_id
            and s.seen_at > clock_timestamp() - ${MATCH_SOCKET_FRESH_FOR})
      limit 500`),
  );
  for (const row of vanished) await markPlayerConnected(tx, row.match_id, row.member_id, false);
}

export const rearmOverdueMatchesJob: JobDefinition = {
  name: 'game.rearm_overdue_matches',
  run: async (tx) => {
    await rearmOverdueMatches(tx);
    await startGraceOfVanishedPlayers(tx);
  },
};
