import { fileURLToPath } from 'node:url';
import { startChildServer } from '../child-server.ts';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { JoinRequestAck, MatchState } from '../../packages/contract/src/tic-tac-toe.ts';

/**
 * The game load figures of `npm run bench` (docs/product/tic-tac-toe.md): MATCHES simultaneous Tic
 * Tac Toe matches of two socket.io clients each against the real server (in a process of its own).
 * Every member asks for the ₹1 room at once (first come, first matched pairs them), enters its
 * match, and on its turn plays a random empty cell. A move's round trip is from the emit to the
 * room update that shows it. Prints moves per second and the round trip's p50/p99.
 */
export interface GameLoadResult {
  matches: number;
  connectSeconds: number;
  joinSeconds: number;
  playSeconds: number;
  moves: number;
  movesPerSecond: number;
  moveRoundTripP50Ms: number;
  moveRoundTripP99Ms: number;
  finished: number;
  wins: number;
  draws: number;
}

const MATCHES = Number(process.env.GAME_MATCHES ?? 1000);
const JOIN_CONCURRENCY = 50;
const round2 = (n: number) => Math.round(n * 100) / 100;

interface Player {
  socket: Socket;
  userId?: string;
  matchId?: string;
  lastVersion: number;
  pendingSince?: number;
  pendingVersion?: number;
}

export async function measureGameLoad(): Promise<GameLoadResult> {
  const server = await startChildServer<{ origin: string; cookies: string[]; fee: number }>(
    new URL('./game-server.ts', import.meta.url),
    'game server',
    { GAME_MATCHES: String(MATCHES) },
  );
  const { origin, cookies, fee } = server.info;
  const players: Player[] = [];
  try {
    const connectStarted = performance.now();
    await Promise.all(
      cookies.map(
        (cookie) =>
          new Promise<void>((resolve, reject) => {
            const socket = connectSocket(origin, {
              path: '/socket.io',
              transports: ['websocket'],
              extraHeaders: { cookie },
              reconnection: false,
              forceNew: true,
            });
            players.push({ socket, lastVersion: -1 });
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          }),
      ),
    );
    const connectSeconds = (performance.now() - connectStarted) / 1000;

    // Everyone asks for the room; pairs form in the order the asks arrive.
    const joinStarted = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: JOIN_CONCURRENCY }, async () => {
        while (next < players.length) {
          const player = players[next]!;
          next += 1;
          const answer = (await player.socket
            .timeout(120_000)
            .emitWithAck('join_req_for_ticTacToe', { type: fee })) as JoinRequestAck;
          if (!answer.success) throw new Error(`join refused: ${answer.error_msg}`);
          player.matchId = answer.msg.userRoom_id;
        }
      }),
    );
    const joinSeconds = (performance.now() - joinStarted) / 1000;

    const latencies: number[] = [];
    let moves = 0;
    let finished = 0;
    let wins = 0;
    let draws = 0;
    let lastEnd = 0;
    const ended = new Set<string>();
    const play = (player: Player, state: MatchState) => {
      if (state.version <= player.lastVersion) return;
      player.lastVersion = state.version;
      if (player.pendingSince !== undefined && state.version > player.pendingVersion!) {
        latencies.push(performance.now() - player.pendingSince);
        player.pendingSince = undefined;
      }
      if (state.status !== 'playing') {
        if (!ended.has(state._id) && state.status === 'finished') {
          ended.add(state._id);
          finished += 1;
          lastEnd = performance.now();
          if (state.winner === 'draw') draws += 1;
          else wins += 1;
        }
        return;
      }
      if (state.currentTurn !== player.userId || player.pendingSince !== undefined) return;
      const empty = state.gameState.flatMap((row, r) =>
        row.flatMap((cell, c) => (cell === '' ? [[r, c] as const] : [])),
      );
      const [row, col] = empty[Math.floor(Math.random() * empty.length)]!;
      player.pendingSince = performance.now();
      player.pendingVersion = state.version;
      moves += 1;
      player.socket.emit('tic_tac_toe_make_move', { decodedRoomId: player.matchId, row, col });
    };

    const playStarted = performance.now();
    await Promise.all(
      players.map(async (player) => {
        player.socket.on('room_update_for_ticTacToe', (state: MatchState) => play(player, state));
        const entered = (await player.socket
          .timeout(120_000)
          .emitWithAck('join_tic_tac_toe_room', { decodedRoomId: player.matchId })) as {
          success: boolean;
          msg: { userId: string; room: MatchState };
        };
        if (!entered.success) throw new Error('entering a match failed');
        player.userId = entered.msg.userId;
        play(player, entered.msg.room);
      }),
    );
    const deadline = Date.now() + 600_000;
    while (finished < MATCHES) {
      if (Date.now() > deadline) throw new Error(`only ${finished}/${MATCHES} matches finished`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const playSeconds = (lastEnd - playStarted) / 1000;
    latencies.sort((a, b) => a - b);
    const percentile = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
    return {
      matches: MATCHES,
      connectSeconds: round2(connectSeconds),
      joinSeconds: round2(joinSeconds),
      playSeconds: round2(playSeconds),
      moves,
      movesPerSecond: Math.round(moves / playSeconds),
      moveRoundTripP50Ms: round2(percentile(0.5)),
      moveRoundTripP99Ms: round2(percentile(0.99)),
      finished,
      wins,
      draws,
    };
  } finally {
    for (const player of players) player.socket.disconnect();
    await server.stop();
  }
}

// Run alone: `GAME_MATCHES=100 npx tsx bench/tic-tac-toe-load/measure-games.ts`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.table([await measureGameLoad()]);
}
