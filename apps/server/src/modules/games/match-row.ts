import type { gameMatches } from '../../db/schema/index.ts';

/** A match as its row stands; the timer and the record both read it, neither owns the shape. */
export type MatchRow = typeof gameMatches.$inferSelect;
