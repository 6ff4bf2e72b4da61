import type { Socket } from 'socket.io-client';
import type { JoinRequestAck, MatchState } from '../../packages/contract/src/tic-tac-toe.ts';

/** One member of the game load: its socket and where its match stands as it last saw it. */
export interface Player {
  socket: Socket;
  userId?: string;
  matchId?: string;
  lastVersion: number;
  /** The newest state of its match it heard. */
  lastState?: MatchState;
  /** When its move in flight was sent, and the match version it answered. */
  pendingSince?: number;
  pendingVersion?: number;
  /** At a human pace: the move it is about to make once it has thought. */
  thinking?: NodeJS.Timeout;
}

const JOIN_CONCURRENCY = 50;
const ACK_TIMEOUT_MS = 120_000;

/**
 * Every player asks for the room of `fee`, JOIN_CONCURRENCY asks in flight at a time; pairs
 * form in the order the asks arrive. Throws on the first refusal.
 */
export async function askForRooms(players: Player[], fee: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: JOIN_CONCURRENCY }, async () => {
      while (next < players.length) {
        const player = players[next]!;
        next += 1;
        const answer = (await player.socket
          .timeout(ACK_TIMEOUT_MS)
          .emitWithAck('join_req_for_ticTacToe', { type: fee })) as JoinRequestAck;
        if (!answer.success) throw new Error(`join refused: ${answer.error_msg}`);
        player.matchId = answer.msg.userRoom_id;
      }
    }),
  );
}

/**
 * Every player enters its match: flat out all at once, at a human pace spread evenly over
 * `spreadMs`, both players of a match together. People arrive at their matches one by one, so
 * simultaneous matches are not in lock-step; 1,000 first moves in the same millisecond, every
 * second, is a burst no server answers in 50 ms (20,000 moves a second). From then on each room
 * update, and first the match as entering it shows it, goes to `onState`.
 */
export async function enterMatches(
  players: Player[],
  onState: (player: Player, state: MatchState) => void,
  spreadMs = 0,
): Promise<void> {
  const matchIds = [...new Set(players.map((player) => player.matchId))];
  const startOf = new Map(matchIds.map((id, i) => [id, (i / matchIds.length) * spreadMs]));
  await Promise.all(
    players.map(async (player) => {
      player.socket.on('room_update_for_ticTacToe', (state: MatchState) => onState(player, state));
      const delay = startOf.get(player.matchId) ?? 0;
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      const entered = (await player.socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('join_tic_tac_toe_room', { decodedRoomId: player.matchId })) as {
        success: boolean;
        msg: { userId: string; room: MatchState };
      };
      if (!entered.success) throw new Error('entering a match failed');
      player.userId = entered.msg.userId;
      // The newer of the answer's match and an update heard while waiting for it.
      const heard = player.lastState;
      onState(player, heard && heard.version > entered.msg.room.version ? heard : entered.msg.room);
    }),
  );
}
