import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  offerWallBalanceAckSchema,
  offerWallBalancePushSchema,
  type OfferWallFigures,
} from '@kamao/contract/realtime';
import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { playSuccessChime } from '../../lib/success-chime';

/**
 * The wall page's live figures (docs/product/task-walls.md#live-figures): the page registers as a
 * task wall, asks for its figures on every (re)connection, and takes the server's pushes when a
 * postback lands, with the sound on a credit. Starts from the figures of the page's own fetch.
 */
export function useLiveWallFigures(
  initial: OfferWallFigures | undefined,
  /** Opens the socket, unless the page has gone by the time its code arrived. */
  connect: (gone: () => boolean) => Promise<Socket | undefined> = async (gone) => {
    const { connectMemberSocket } = await import('../../lib/member-socket');
    return gone() ? undefined : connectMemberSocket('listPage');
  },
): OfferWallFigures | undefined {
  const [live, setLive] = useState<OfferWallFigures | undefined>(undefined);

  useEffect(() => {
    let socket: Socket | undefined;
    let gone = false;
    const ask = () => {
      socket?.emit(CLIENT_EVENTS.registerComponent, { type: 'taskWall' });
      socket?.emit(CLIENT_EVENTS.offerWallBalance, { success: true }, (answer: unknown) => {
        const parsed = offerWallBalanceAckSchema.safeParse(answer);
        if (!gone && parsed.success && 'msg' in parsed.data) setLive(parsed.data.msg);
      });
    };
    void connect(() => gone).then((opened) => {
      if (!opened) return;
      if (gone) {
        opened.disconnect();
        return;
      }
      socket = opened;
      socket.on('connect', ask);
      if (socket.connected) ask();
      socket.on(SERVER_EVENTS.offerWallBalance, (payload: unknown) => {
        const parsed = offerWallBalancePushSchema.safeParse(payload);
        if (!parsed.success) return;
        setLive(parsed.data.msg);
        if (parsed.data.credited) playSuccessChime();
      });
    });
    return () => {
      gone = true;
      socket?.disconnect();
    };
  }, [connect]);

  return live ?? initial;
}
