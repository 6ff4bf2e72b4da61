import { z } from 'zod';
import { rupeeAmountSchema } from './money.ts';

/**
 * The real-time socket (docs/product/common.md#real-time-socket): Socket.IO on the site's own
 * origin and port, websocket transport only, authenticated by the session cookie. Event names are
 * the spec's.
 */
export const SOCKET_PATH = '/socket.io';

/**
 * Events the server sends (docs/product/tic-tac-toe.md#socket-events,
 * docs/product/task-walls.md#live-figures).
 */
export const SERVER_EVENTS = {
  userBalanceUpdated: 'user_balance_updated',
  ticTacToeRoomsUpdated: 'ticTacToe_out_room_updated',
  ticTacToeRoomUpdate: 'room_update_for_ticTacToe',
  ticTacToeTimerUpdate: 'ticTacToe_timer_update',
  offerWallBalance: 'serverMessage_for_viewOfferWall_balance',
} as const;

/**
 * user_balance_updated: the member's wallets after a movement, sent to every open page of that
 * member when the movement commits. available_balance is what the member top bar shows.
 */
export const userBalanceUpdatedSchema = z.object({
  withdrawable_amount: rupeeAmountSchema,
  deposit_amount: rupeeAmountSchema,
  available_balance: rupeeAmountSchema,
});
export type UserBalanceUpdated = z.infer<typeof userBalanceUpdatedSchema>;

/**
 * A refused handshake: the connect error's message and its data's error_msg carry the spec's
 * session flag (jwtMiddleware_…), as a 401 of a member call does.
 */
export const socketConnectErrorDataSchema = z.object({ error_msg: z.string() });

/** Events the client emits (docs/product/tic-tac-toe.md#socket-events). */
export const CLIENT_EVENTS = {
  registerComponent: 'register_component',
  offerWallBalance: 'serverMessage_for_viewOfferWall_balance',
} as const;

/**
 * register_component {type}: which live page the socket serves
 * (docs/product/common.md#real-time-socket).
 */
export const REGISTERED_COMPONENTS = [
  'taskWall',
  'ticTacToe_out_room_details',
  'ticTacToe_in_room',
] as const;
export const registerComponentSchema = z.object({ type: z.enum(REGISTERED_COMPONENTS) });

/** The task-wall figures (docs/product/task-walls.md#live-figures). */
export const offerWallFiguresSchema = z.object({
  available_balance: rupeeAmountSchema,
  today_offerWallIncome: rupeeAmountSchema,
  total_offerWall: z.number().int().nonnegative(),
  today_completed: z.number().int().nonnegative(),
});
export type OfferWallFigures = z.infer<typeof offerWallFiguresSchema>;

/**
 * serverMessage_for_viewOfferWall_balance: the acknowledgement of the client's ask ({msg} or
 * {error}), and the live update pushed to the member's registered wall pages when a postback
 * lands ({success, msg, credited}: credited is true when money came in, so the page plays its
 * sound).
 */
export const offerWallBalanceAckSchema = z.union([
  z.object({ msg: offerWallFiguresSchema }),
  z.object({ error: z.string() }),
]);
export const offerWallBalancePushSchema = z.object({
  success: z.literal(true),
  msg: offerWallFiguresSchema,
  credited: z.boolean(),
});
export type OfferWallBalancePush = z.infer<typeof offerWallBalancePushSchema>;
