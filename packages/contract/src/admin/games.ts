import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import { MATCH_END_REASONS } from '../tic-tac-toe.ts';

/*
 * The operator's Tic Tac Toe (docs/product/tic-tac-toe.md#operator): the rooms (entry fee, prize,
 * timers), the legal switch for paid rooms, the matches being played now and the history of results
 * with what each settled. Amounts are rupees on the wire. A room's entry fee is its join type
 * (join_req_for_ticTacToe {type: the entry fee}, docs/product/tic-tac-toe.md#socket-events), so no
 * two rooms share one; the free room (fee 0) is the practice room.
 */

const rupeesOrZero = z.coerce
  .number({ error: 'Enter an amount in rupees' })
  .finite()
  .min(0, 'The amount cannot be negative')
  .max(1_000_000)
  .refine((n) => Math.round(n * 1000) === n * 1000, 'Use at most 3 decimals');

const roomFields = {
  roomName: z.string().trim().min(1, 'The room name is required').max(60),
  /** Rupees; 0 makes the free practice room. */
  entryFees: rupeesOrZero,
  /** Rupees paid to the winner; at most both fees (the rest is the house's share). */
  prize: rupeesOrZero,
  turnSeconds: z.coerce.number().int().min(2).max(300),
  searchSeconds: z.coerce.number().int().min(2).max(3600),
  /** How long a disconnected player may take to come back. */
  graceSeconds: z.coerce.number().int().min(2).max(300),
  enabled: z.boolean(),
};

const prizeWithinFees = (room: { entryFees?: number; prize?: number }) =>
  room.entryFees === undefined || room.prize === undefined || room.prize <= room.entryFees * 2;
const PRIZE_ABOVE_FEES = {
  message: 'The prize cannot be more than both entry fees together.',
  path: ['prize'],
};

export const adminGameRoomCreateSchema = z
  .strictObject({
    ...roomFields,
    turnSeconds: roomFields.turnSeconds.default(30),
    searchSeconds: roomFields.searchSeconds.default(120),
    graceSeconds: roomFields.graceSeconds.default(20),
    enabled: roomFields.enabled.default(true),
  })
  .refine(prizeWithinFees, PRIZE_ABOVE_FEES);
export type AdminGameRoomInput = z.input<typeof adminGameRoomCreateSchema>;

/** Any subset of the fields; the prize is checked against the room's fee on the server too. */
export const adminGameRoomUpdateSchema = z
  .strictObject(roomFields)
  .partial()
  .refine(prizeWithinFees, PRIZE_ABOVE_FEES);

export const gameRoomParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const adminGameRoomSchema = z.object({
  _id: z.string(),
  roomName: z.string(),
  entryFees: z.number(),
  prize: z.number(),
  turnSeconds: z.number(),
  searchSeconds: z.number(),
  graceSeconds: z.number(),
  enabled: z.boolean(),
  isPractice: z.boolean(),
  /** Members waiting and matches being played now. */
  waitingPlayers: z.number(),
  liveMatches: z.number(),
  createdAt: z.string(),
});
export type AdminGameRoom = z.infer<typeof adminGameRoomSchema>;

export const adminGameSettingsSchema = z.object({
  /** Rooms with an entry fee; off, the lobby shows the free rooms only and paid joins fail. */
  paidRooms: z.boolean(),
});
export type AdminGameSettings = z.infer<typeof adminGameSettingsSchema>;

export const adminGameMatchSchema = z.object({
  _id: z.string(),
  roomName: z.string(),
  status: z.enum(['waiting', 'playing', 'finished', 'cancelled', 'expired']),
  entryFees: z.number(),
  prize: z.number(),
  players: z.array(z.object({ _id: z.string(), userName: z.string(), symbol: z.string() })),
  /** Winning symbol, 'draw', or null. */
  winner: z.string().nullable(),
  winnerUserName: z.string().nullable(),
  endReason: z.enum(MATCH_END_REASONS).nullable(),
  moves: z.number(),
  /** What the match moved in the ledger: prize, house share, refunds (rupees). */
  settlement: z.object({ prize: z.number(), houseShare: z.number(), refunds: z.number() }),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export type AdminGameMatch = z.infer<typeof adminGameMatchSchema>;

export const ADMIN_GAME_MATCH_PAGE_SIZE = 25;

export const ADMIN_GAME_ERRORS = {
  duplicateFee: 'Another room already has this entry fee.',
  notFound: 'No such room',
  prizeAboveFees: PRIZE_ABOVE_FEES.message,
} as const;

const roomAnswer = z.object({ room: adminGameRoomSchema });

/** The console's Games tab; every write is in the audit log. */
export const gameAdminRoutes = {
  gameRoomList: {
    method: 'GET',
    path: '/api/admin/game-rooms',
    auth: 'admin',
    answer: z.object({ rooms: z.array(adminGameRoomSchema) }),
  },
  gameRoomCreate: {
    method: 'POST',
    path: '/api/admin/game-rooms',
    auth: 'admin',
    body: adminGameRoomCreateSchema,
    answer: roomAnswer,
  },
  gameRoomUpdate: {
    method: 'PATCH',
    path: '/api/admin/game-rooms/:id',
    auth: 'admin',
    params: gameRoomParamsSchema,
    body: adminGameRoomUpdateSchema,
    answer: roomAnswer,
  },
  gameSettingsGet: {
    method: 'GET',
    path: '/api/admin/game-settings',
    auth: 'admin',
    answer: adminGameSettingsSchema,
  },
  gameSettingsUpdate: {
    method: 'PATCH',
    path: '/api/admin/game-settings',
    auth: 'admin',
    body: z.strictObject({ paidRooms: z.boolean() }),
    answer: adminGameSettingsSchema,
  },
  /** Live matches (waiting or playing) or the ended ones, newest first, a page at a time. */
  gameMatchList: {
    method: 'GET',
    path: '/api/admin/game-matches',
    auth: 'admin',
    query: z.object({
      state: z.enum(['live', 'ended']).default('live'),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
    }),
    answer: z.object({ matches: z.array(adminGameMatchSchema), total: z.number() }),
  },
} as const satisfies Record<string, ApiRoute>;
