import type { Tx } from '../../db/client.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { cancelJob, scheduleJob } from '../../jobs/schedule.ts';
import type { MatchRow } from './match-row.ts';

/**
 * A match's timers (docs/design.md#games: deadlines stored with the room and enforced by the
 * server): one job per match, due at its earliest deadline (opponent search, the turn, a
 * disconnected player's grace). Every change of a match moves the job in the same transaction,
 * so a restart or another process finds it due at the right moment; when it runs, the match
 * module decides what that deadline means (match-deadlines.ts).
 */
export const MATCH_DEADLINE_JOB = 'game.match_deadline';
export const matchTimerKey = (matchId: string) => `game-match:${matchId}`;

/** The earliest moment something must happen to this match, or null when it has ended. */
export function nextDeadline(match: MatchRow): Date | null {
  if (match.status === 'waiting') return match.searchDeadline;
  if (match.status !== 'playing') return null;
  const times = [match.turnDeadline, match.xGraceUntil, match.oGraceUntil].filter(
    (t): t is Date => t !== null,
  );
  return times.length === 0 ? null : new Date(Math.min(...times.map((t) => t.getTime())));
}

/** Moves the match's job to its next deadline, or ends it when the match is over. */
export async function armMatchTimer(tx: Tx, match: MatchRow): Promise<void> {
  const at = nextDeadline(match);
  const uniqueKey = matchTimerKey(match.id);
  if (at) {
    await scheduleJob(tx, {
      name: MATCH_DEADLINE_JOB,
      runAt: at,
      payload: { matchId: match.id },
      uniqueKey,
    });
  } else {
    await cancelJob(tx, uniqueKey);
  }
}

/** The job's definition; the handler lives with the rules (match-deadlines.ts). */
export function matchDeadlineJob(
  resolve: (tx: Tx, matchId: string) => Promise<void>,
): JobDefinition {
  return { name: MATCH_DEADLINE_JOB, run: (tx, payload) => resolve(tx, String(payload.matchId)) };
}
