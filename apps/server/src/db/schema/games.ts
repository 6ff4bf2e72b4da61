// Tic Tac Toe: the operator's rooms and the matches played in them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, milli } from './columns.ts';
import { users } from './members.ts';

/**
 * Tic Tac Toe rooms: the operator's room types. A room's entry fee is how the app names the room
 * it joins, so it is unique; the free one is the practice room. The prize never
 * exceeds both fees, so a match can never pay out more than its escrow holds.
 */
export const gameRooms = pgTable(
  'game_rooms',
  {
    id: text('id').primaryKey(),
    roomName: text('room_name').notNull(),
    entryFee: milli('entry_fee').notNull(),
    prize: milli('prize').notNull(),
    turnSeconds: integer('turn_seconds').notNull().default(30),
    searchSeconds: integer('search_seconds').notNull().default(120),
    graceSeconds: integer('grace_seconds').notNull().default(20),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_rooms_entry_fee_key').on(t.entryFee),
    check(
      'game_rooms_amounts_valid',
      sql`${t.entryFee} >= 0 AND ${t.prize} >= 0 AND ${t.prize} <= 2 * ${t.entryFee}`,
    ),
    check(
      'game_rooms_timers_positive',
      sql`${t.turnSeconds} > 0 AND ${t.searchSeconds} > 0 AND ${t.graceSeconds} > 0`,
    ),
  ],
);

/**
 * One match of a room: the server's record of the board, players, turn,
 * deadlines and result, changed only under a lock of the row (modules/games/match-lock.ts).
 * The room's fee, prize and timers are copied at creation, so an operator's edit never changes
 * a match under way. The settlement columns say what the result moved in the ledger, written
 * in the transaction that posted it.
 */
export const gameMatches = pgTable(
  'game_matches',
  {
    id: text('id').primaryKey(),
    roomId: text('room_id')
      .notNull()
      .references(() => gameRooms.id),
    status: text('status', {
      enum: ['waiting', 'playing', 'finished', 'cancelled', 'expired'],
    }).notNull(),
    entryFee: milli('entry_fee').notNull(),
    prize: milli('prize').notNull(),
    turnSeconds: integer('turn_seconds').notNull(),
    searchSeconds: integer('search_seconds').notNull(),
    graceSeconds: integer('grace_seconds').notNull(),
    // X is the member who opened the match, O the one who joined it.
    playerX: text('player_x')
      .notNull()
      .references(() => users.id),
    playerO: text('player_o').references(() => users.id),
    // Nine cells, row by row: '.', 'X' or 'O'.
    board: text('board').notNull().default('.........'),
    currentTurn: text('current_turn'),
    winner: text('winner'),
    endReason: text('end_reason'),
    version: integer('version').notNull().default(0),
    searchDeadline: timestamp('search_deadline', { withTimezone: true }),
    turnDeadline: timestamp('turn_deadline', { withTimezone: true }),
    // Set while that player has no socket in the match: when their grace runs out.
    xGraceUntil: timestamp('x_grace_until', { withTimezone: true }),
    oGraceUntil: timestamp('o_grace_until', { withTimezone: true }),
    prizePaid: milli('prize_paid')
      .notNull()
      .default(sql`0`),
    houseShare: milli('house_share')
      .notNull()
      .default(sql`0`),
    refunded: milli('refunded')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'game_matches_status_known',
      sql`${t.status} IN ('waiting', 'playing', 'finished', 'cancelled', 'expired')`,
    ),
    check('game_matches_board_shape', sql`${t.board} ~ '^[.XO]{9}$'`),
    check(
      'game_matches_distinct_players',
      sql`${t.playerO} IS NULL OR ${t.playerO} <> ${t.playerX}`,
    ),
    // Matchmaking: the oldest waiting match of a room.
    index('game_matches_waiting_idx')
      .on(t.roomId, t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
    // A member's live matches, and the lobby's counts.
    index('game_matches_live_x_idx')
      .on(t.playerX)
      .where(sql`${t.status} IN ('waiting', 'playing')`),
    index('game_matches_live_o_idx')
      .on(t.playerO)
      .where(sql`${t.status} IN ('waiting', 'playing')`),
    index('game_matches_live_room_idx')
      .on(t.roomId, t.status)
      .where(sql`${t.status} IN ('waiting', 'playing')`),
    index('game_matches_ended_idx').on(t.endedAt),
  ],
);

/**
 * Which sockets are in which match, whatever process holds them: a player's grace starts only
 * when their last socket in the match is gone, and without Redis one process cannot ask another
 * for its sockets. Each process refreshes seen_at for its own rows; a row not refreshed for a
 * while belongs to a process that died, and counts for no one.
 */
export const gameMatchSockets = pgTable(
  'game_match_sockets',
  {
    socketId: text('socket_id').notNull(),
    matchId: text('match_id').notNull(),
    memberId: text('member_id').notNull(),
    workerId: text('worker_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.socketId, t.matchId] }),
    index('game_match_sockets_player_idx').on(t.matchId, t.memberId),
    index('game_match_sockets_worker_idx').on(t.workerId),
  ],
);
