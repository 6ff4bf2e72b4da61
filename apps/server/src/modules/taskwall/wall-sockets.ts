import type { Server, Socket } from 'socket.io';
import { GENERIC_ERROR_MESSAGE } from '@kamao/contract/error-texts';
import { milliToRupees } from '@kamao/contract/money';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  registerComponentSchema,
  type OfferWallBalancePush,
  type OfferWallFigures,
} from '@kamao/contract/realtime';
import type { DomainEvents } from '../../db/domain-events.ts';
import { socketMemberId } from '../auth/index.ts';

/** The sockets of a member's open task-wall pages (register_component {type: 'taskWall'}). */
export const taskWallRoom = (memberId: string) => `taskwall-${memberId}`;

/**
 * The task-wall page's live figures (docs/product/task-walls.md#live-figures): a page registers,
 * asks for its figures with serverMessage_for_viewOfferWall_balance (acknowledged with {msg} or
 * {error}), and hears the same event when a postback for its member commits, on whichever process
 * it landed.
 */
export function wireTaskWallSockets(
  io: Server,
  events: DomainEvents,
  figuresOf: (memberId: string) => Promise<OfferWallFigures>,
  onError: (error: unknown) => void,
): () => void {
  const onConnection = (socket: Socket) => {
    const memberId = socketMemberId(socket);
    socket.on(CLIENT_EVENTS.registerComponent, (payload: unknown) => {
      const parsed = registerComponentSchema.safeParse(payload);
      if (parsed.success && parsed.data.type === 'taskWall')
        void socket.join(taskWallRoom(memberId));
    });
    socket.on(CLIENT_EVENTS.offerWallBalance, (...args: unknown[]) => {
      const ack = args.at(-1);
      if (typeof ack !== 'function') return;
      figuresOf(memberId).then(
        (msg) => ack({ msg }),
        (error: unknown) => {
          onError(error);
          ack({ error: GENERIC_ERROR_MESSAGE });
        },
      );
    });
  };
  io.on('connection', onConnection);
  const off = events.on('offerwall.figures_changed', (event) => {
    const push: OfferWallBalancePush = {
      success: true,
      credited: event.credited,
      msg: {
        available_balance: milliToRupees(BigInt(event.availableBalance)),
        today_offerWallIncome: milliToRupees(BigInt(event.todayIncome)),
        total_offerWall: event.totalWalls,
        today_completed: event.todayCompleted,
      },
    };
    // Every process hears the event and tells only its own sockets (io.local): with the Redis
    // adapter a plain emit would reach the other processes' sockets a second time.
    io.local.to(taskWallRoom(event.memberId)).emit(SERVER_EVENTS.offerWallBalance, push);
  });
  return () => {
    off();
    io.off('connection', onConnection);
  };
}
