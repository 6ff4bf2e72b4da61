import { z } from 'zod';
import { rupeeAmountSchema } from './money.ts';

/**
 * The real-time socket (spec part 2 §7.3): Socket.IO on the site's own origin and port,
 * websocket transport only, authenticated by the session cookie. Event names are the spec's.
 */
export const SOCKET_PATH = '/socket.io';

/** Events the server sends (part 2 §7.3 "Events the client receives"). */
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
