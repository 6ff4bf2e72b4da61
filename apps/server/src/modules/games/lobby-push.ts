import type { Server } from 'socket.io';
import { SERVER_EVENTS } from '@kamao/contract/realtime';
import { lobbyFigures } from './lobby.ts';
import type { LobbyCopy } from './lobby-copy.ts';

/** The sockets of the open lobbies. */
export const LOBBY_ROOM = 'tic-tac-toe-lobby';
/** Lobbies hear at most this often: a busy hour of joins must not become a storm of refetches. */
const LOBBY_PUSH_MS = 500;

/**
 * Pushes the rooms' figures to this process's open lobbies, at most once per LOBBY_PUSH_MS
 * however many changes come in between.
 */
export function lobbyPusher(
  io: Server,
  options: { lobby: LobbyCopy; onError: (error: unknown) => void },
) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  return {
    pushSoon(): void {
      if (timer || stopped) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (!io.of('/').adapter.rooms.get(LOBBY_ROOM)?.size) return;
        lobbyFigures(options.lobby).then(
          (figures) => io.local.to(LOBBY_ROOM).emit(SERVER_EVENTS.ticTacToeRoomsUpdated, figures),
          (error: unknown) => {
            if (!stopped) options.onError(error);
          },
        );
      }, LOBBY_PUSH_MS);
    },
    stop(): void {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
