import type { Server } from 'socket.io';
import { milliToRupees } from '@kamao/contract/money';
import { SERVER_EVENTS, type UserBalanceUpdated } from '@kamao/contract/realtime';
import type { DomainEvents } from '../db/domain-events.ts';
import { memberRoom, sessionRoom } from './rooms.ts';

/**
 * Member events to sockets (docs/style.md#real-time-from-events). Every process hears
 * every committed event and tells only its own sockets (io.local): with the Redis adapter a
 * plain emit would reach the other processes' sockets a second time.
 */
export function wireMemberEvents(io: Server, events: DomainEvents): () => void {
  const offs = [
    events.on('member.balance_changed', (event) => {
      const withdrawable = BigInt(event.withdrawable);
      const deposit = BigInt(event.deposit);
      const update: UserBalanceUpdated = {
        withdrawable_amount: milliToRupees(withdrawable),
        deposit_amount: milliToRupees(deposit),
        available_balance: milliToRupees(withdrawable + deposit),
      };
      io.local.to(memberRoom(event.memberId)).emit(SERVER_EVENTS.userBalanceUpdated, update);
    }),
    events.on('member.sessions_ended', (event) => {
      const sockets = io.local.in(memberRoom(event.memberId));
      const target = event.exceptSessionId
        ? sockets.except(sessionRoom(event.exceptSessionId))
        : sockets;
      target.disconnectSockets(true);
    }),
    events.on('session.ended', (event) => {
      io.local.in(sessionRoom(event.sessionId)).disconnectSockets(true);
    }),
  ];
  return () => offs.forEach((off) => off());
}
