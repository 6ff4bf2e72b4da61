import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { DOMAIN_EVENTS_CHANNEL } from '../../db/domain-events.ts';
import { gameMatches } from '../../db/schema/index.ts';
import type { MatchRow } from './match-record.ts';
import { armMatchTimer } from './match-timer.ts';

export type MatchChanges = Partial<
  Omit<typeof gameMatches.$inferInsert, 'id' | 'version' | 'createdAt'>
>;

/**
 * The one way a match changes: the row is updated with its version raised by one, its timer
 * moves to the new earliest deadline, and the new state is published with the transaction
 * (every process tells its sockets after the commit). lobby: the rooms' counts changed too.
 */
export async function saveMatch(
  tx: Tx,
  match: MatchRow,
  changes: MatchChanges,
  options: { nowMs: number; lobby?: boolean },
): Promise<MatchRow> {
  const [saved] = await tx
    .update(gameMatches)
    .set({ ...changes, version: sql`${gameMatches.version} + 1` })
    .where(eq(gameMatches.id, match.id))
    .returning();
  await announceMatch(tx, saved!, options);
  return saved!;
}

/**
 * Arms the timer and publishes the state of a match just created or changed: the database builds
 * the event in the statement that sends it (game_match_announce, as a move's statement does), so
 * the match and its names cost no round trip of their own.
 */
export async function announceMatch(
  tx: Tx,
  match: MatchRow,
  options: { nowMs: number; lobby?: boolean },
): Promise<void> {
  await armMatchTimer(tx, match);
  await tx.execute(
    sql`select game_match_announce(${DOMAIN_EVENTS_CHANNEL}, ${match.id}, ${options.nowMs}::float8, ${options.lobby ?? false}::boolean)`,
  );
}
