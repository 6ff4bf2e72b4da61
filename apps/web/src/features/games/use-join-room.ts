import { ticTacToePlayPath } from '@kamao/contract/page-paths';
import { TIC_TAC_TOE_TEXTS, type LobbyRoom } from '@kamao/contract/tic-tac-toe';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { textsNow } from '../../lib/texts';
import { alertDialog } from '../../lib/toast';
import { GAMES_TEXTS, gameMessageNow } from './games-texts';
import type { LobbySocket } from './use-lobby-socket';

/**
 * A refused join, in a dialog; the low-balance text gets its own title
 * (docs/product/tic-tac-toe.md#joining).
 */
function showJoinError(message: string): void {
  const T = textsNow(GAMES_TEXTS).spec;
  void alertDialog({
    title: message === TIC_TAC_TOE_TEXTS.lowBalance ? T.lowBalanceTitle : T.errorTitle,
    text: gameMessageNow(message),
    icon: 'error',
  });
}

/**
 * Join from the lobby (docs/product/tic-tac-toe.md#joining): a paid room whose fee is above the
 * deposit balance is refused here with 'Low Balance', without asking the server; otherwise the join
 * request goes out and its room opens on the play screen. Rejoining a room the member is already in
 * costs nothing, so it is never refused for the balance.
 */
export function useJoinRoom(lobby: Pick<LobbySocket, 'deposit' | 'requestJoin'>) {
  const navigate = useNavigate();
  const [joiningId, setJoiningId] = useState<string | null>(null);

  const join = async (room: LobbyRoom) => {
    if (joiningId) return;
    if (!room.isAlreadyJoined && lobby.deposit !== undefined && room.entryFees > lobby.deposit) {
      showJoinError(TIC_TAC_TOE_TEXTS.lowBalance);
      return;
    }
    setJoiningId(room._id);
    try {
      const answer = await lobby.requestJoin(room);
      if (answer.success) {
        void navigate(ticTacToePlayPath(answer.msg.userRoom_id, String(answer.msg.type)));
        return;
      }
      showJoinError(answer.error_msg);
    } catch (error) {
      showJoinError(error instanceof Error ? error.message : TIC_TAC_TOE_TEXTS.unexpectedError);
    } finally {
      setJoiningId(null);
    }
  };

  return { joiningId, join };
}
