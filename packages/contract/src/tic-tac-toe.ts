import { z } from 'zod';
import { rupeeAmountSchema } from './money.ts';

/**
 * Tic Tac Toe over the socket (docs/product/tic-tac-toe.md). The event names
 * are the spec's; the payloads are the spec's fields plus what a server-authoritative match
 * needs (a version on every state, so a client notices a gap and asks again).
 */

/** Events the client emits for the game (docs/product/tic-tac-toe.md#socket-events). */
export const TIC_TAC_TOE_CLIENT_EVENTS = {
  fetchRooms: 'fetchRooms_data',
  joinRequest: 'join_req_for_ticTacToe',
  joinRoom: 'join_tic_tac_toe_room',
  makeMove: 'tic_tac_toe_make_move',
  cancelSearch: 'delete_waiting_timer_document',
} as const;

// ---- Lobby ----

/**
 * One room of the lobby (docs/product/tic-tac-toe.md#the-lobby). `type` is what
 * join_req_for_ticTacToe sends for it.
 */
export const lobbyRoomSchema = z.object({
  _id: z.string(),
  roomName: z.string(),
  entryFees: rupeeAmountSchema,
  prize: rupeeAmountSchema,
  /** Members waiting for an opponent in this room now. */
  waiting_player: z.number().int().nonnegative(),
  maxPlayers: z.number().int().positive(),
  /** Members playing a match of this room now. */
  live_players: z.number().int().nonnegative(),
  /** The asking member is waiting or playing in this room now. */
  isAlreadyJoined: z.boolean(),
  type: z.union([z.literal('Practice Room'), z.number()]),
});
export type LobbyRoom = z.infer<typeof lobbyRoomSchema>;

/** fetchRooms_data's acknowledgement. */
export const fetchRoomsAckSchema = z.union([
  z.object({
    success: z.literal(true),
    msg: z.object({
      otherRoomsData_get: z.object({ ticTacToe_roomsData: z.array(lobbyRoomSchema) }),
      available_balance: rupeeAmountSchema,
      deposit_amount: rupeeAmountSchema,
    }),
  }),
  z.object({ success: z.literal(false), error_msg: z.string() }),
]);
export type FetchRoomsAck = z.infer<typeof fetchRoomsAckSchema>;

/**
 * ticTacToe_out_room_updated: the lobby's figures changed (someone joined, a match started or
 * ended). Sent to every open lobby; the page asks fetchRooms_data again for its own view.
 */
export const lobbyRoomsUpdatedSchema = z.object({
  success: z.literal(true),
  rooms: z.array(
    z.object({
      _id: z.string(),
      waiting_player: z.number().int().nonnegative(),
      live_players: z.number().int().nonnegative(),
    }),
  ),
});
export type LobbyRoomsUpdated = z.infer<typeof lobbyRoomsUpdatedSchema>;

/** join_req_for_ticTacToe {type}: the entry fee in rupees, or 'Practice Room'. */
export const joinRequestSchema = z.object({
  type: z.union([z.literal('Practice Room'), z.number(), z.string()]),
});

export const joinRequestAckSchema = z.union([
  z.object({
    success: z.literal(true),
    msg: z.object({
      type: z.union([z.literal('Practice Room'), z.number()]),
      userRoom_id: z.string(),
    }),
    deposit_amount: rupeeAmountSchema,
  }),
  z.object({
    success: z.literal(false),
    error_msg: z.string(),
    deposit_amount: rupeeAmountSchema.optional(),
  }),
]);
export type JoinRequestAck = z.infer<typeof joinRequestAckSchema>;

// ---- The match ----

export const SYMBOLS = ['X', 'O'] as const;
export type PlayerSymbol = (typeof SYMBOLS)[number];
export const cellSchema = z.enum(['', 'X', 'O']);

/** How a match ended (ours; the spec leaves the server's decisions unstated). */
export const MATCH_END_REASONS = [
  'line', // three in a row
  'full_board', // a draw
  'turn_timeout', // the player on turn let the turn timer run out
  'abandoned', // a disconnected player's grace ran out after both had moved
  'aborted', // a player left before both had moved: both fees refunded
  'search_timeout', // nobody came: the fee refunded
  'cancelled', // the waiting member cancelled: the fee refunded
  'closed', // the operator closed the room or paid rooms were switched off: fees refunded
] as const;
export type MatchEndReason = (typeof MATCH_END_REASONS)[number];

export const matchPlayerSchema = z.object({
  _id: z.string(),
  symbol: z.enum(SYMBOLS),
  name: z.string(),
  connected: z.boolean(),
  /** Seconds of reconnection grace left while disconnected, else null. */
  remaining_disconnect: z.number().int().nonnegative().nullable(),
});
export type MatchPlayer = z.infer<typeof matchPlayerSchema>;

/**
 * A match as the play screen sees it (docs/product/tic-tac-toe.md#socket-events), the payload of
 * room_update_for_ticTacToe and of join_tic_tac_toe_room's acknowledgement. Times are seconds
 * left when the state was sent (the client counts down from there, so clocks need not agree).
 */
export const matchStateSchema = z.object({
  _id: z.string(),
  /** Grows with every change of the match; a client that sees a gap asks again. */
  version: z.number().int().nonnegative(),
  status: z.enum(['waiting', 'playing', 'finished', 'cancelled', 'expired']),
  roomName: z.string(),
  entryFees: rupeeAmountSchema,
  prize: rupeeAmountSchema,
  gameState: z.array(z.array(cellSchema).length(3)).length(3),
  players: z.array(matchPlayerSchema),
  max_player: z.number().int().positive(),
  /** The member on turn, while playing. */
  currentTurn: z.string().nullable(),
  /** The winning symbol, 'draw' (also for an aborted match: both refunded), or null. */
  winner: z.union([z.enum(SYMBOLS), z.literal('draw')]).nullable(),
  endReason: z.enum(MATCH_END_REASONS).nullable(),
  /** The winning line's cells as row*3+col, when won on the board. */
  winningLine: z.array(z.number().int()).nullable(),
  player_turn_timer: z.number().int().positive(),
  player_turn_timeLeft: z.number().nonnegative().nullable(),
  opponent_player_waiting_timeLeft: z.number().nonnegative().nullable(),
});
export type MatchState = z.infer<typeof matchStateSchema>;

/** join_tic_tac_toe_room {decodedRoomId, decodedRoomType}: (re)enter one's match. */
export const joinRoomSchema = z.object({
  decodedRoomId: z.string().max(100),
  decodedRoomType: z.union([z.string().max(100), z.number()]).optional(),
});
export const joinRoomAckSchema = z.union([
  z.object({
    success: z.literal(true),
    msg: z.object({
      userId: z.string(),
      userSymbol: z.enum(SYMBOLS),
      room: matchStateSchema,
      available_balance: rupeeAmountSchema,
    }),
  }),
  z.object({ success: z.literal(false), error_msg: z.string() }),
]);
export type JoinRoomAck = z.infer<typeof joinRoomAckSchema>;

/** tic_tac_toe_make_move {decodedRoomId, row, col}; a refused move gets the room state back. */
export const makeMoveSchema = z.object({
  decodedRoomId: z.string().max(100),
  row: z.number().int().min(0).max(2),
  col: z.number().int().min(0).max(2),
});

/** delete_waiting_timer_document {decodedRoomId}: Cancel while waiting. */
export const cancelSearchSchema = z.object({ decodedRoomId: z.string().max(100) });
export const cancelSearchAckSchema = z.union([
  z.object({ success: z.literal(true), msg: z.string() }),
  z.object({ success: z.literal(false), error_msg: z.string() }),
]);

/** ticTacToe_timer_update: the timer that now runs, from the server. */
export const timerUpdateSchema = z.object({
  success: z.literal(true),
  roomId: z.string(),
  version: z.number().int().nonnegative(),
  timer: z.enum(['search', 'turn']),
  timeLeft: z.number().nonnegative(),
});
export type TimerUpdate = z.infer<typeof timerUpdateSchema>;

// ---- Texts (docs/product/tic-tac-toe.md#the-play-screen), verbatim ----

export const TIC_TAC_TOE_TEXTS = {
  title: 'Playing Tic Tac Toe',
  waitingOverlay: 'Waiting For Opponent...',
  draw: "It's a Draw!",
  youWin: 'You Win!',
  opponentWins: 'Opponent Wins!',
  yourTurn: 'Your Turn',
  opponentTurn: 'Opponent Turn',
  yourTurnHelper: 'Your turn. Make your move!',
  opponentTurnHelper: "Opponent's turn. Please wait...",
  waitingHelper: 'Waiting for an opponent...',
  dontClose: "Please don't close or refresh this page",
  cancel: 'Cancel',
  opponentLoading: 'Loading...',
  findingOpponent: 'Finding opponent...',
  cancelConfirmTitle: 'Are you sure?',
  cancelConfirmPractice: 'Cancel opponent search?',
  cancelConfirmPaid: 'Cancel opponent search? Entry fee will be refunded.',
  cancelConfirmButton: 'Yes, cancel it!',
  lowBalanceTitle: 'Low Balance',
  lowBalance: 'Your balance is too low to join this room.',
  errorTitle: 'Error: Something went wrong. Please try again.',
  unexpectedError: 'An unexpected error occurred.',
  comingSoon: 'Coming Soon',
} as const;

/** What the server answers (ours where the spec gives no text). */
export const TIC_TAC_TOE_SERVER_TEXTS = {
  lowBalance: TIC_TAC_TOE_TEXTS.lowBalance,
  unknownRoom: 'This room is not available.',
  paidRoomsOff: 'Paid rooms are closed. Only the practice room is open.',
  notYourMatch: 'This match is not yours.',
  matchOver: 'This match has ended.',
  cancelNotWaiting: 'The match has already started and can no longer be cancelled.',
  cancelledPractice: 'Opponent search cancelled.',
  cancelledPaid: 'Opponent search cancelled. Your entry fee has been refunded.',
  // Ours: one search at a time, whatever the room.
  searchingElsewhere:
    'You are already waiting for an opponent in another room. Cancel that search first.',
  // A refused move's answer (ours): the board the member sees is put right at the same time.
  moveNoMatch: 'This match does not exist.',
  moveNotStarted: 'The match has not started yet.',
  moveNotYourTurn: 'It is not your turn.',
  moveCellTaken: 'That cell is already taken.',
  moveTooLate: 'Your time for this move ran out.',
} as const;
