import { fileURLToPath } from 'node:url';
import { startChildServer } from '../child-server.ts';
import { percentileOf, round2 } from '../latency-figures.ts';
import { openMemberSockets } from '../member-sockets.ts';
import { askForRooms, enterMatches, type Player } from './players.ts';
import { RandomPlay } from './random-play.ts';

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
const FINISH_WITHIN_MS = 600_000;

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
    await openMemberSockets(origin, cookies, (socket) => players.push({ socket, lastVersion: -1 }));
    const connectSeconds = (performance.now() - connectStarted) / 1000;

    const joinStarted = performance.now();
    await askForRooms(players, fee);
    const joinSeconds = (performance.now() - joinStarted) / 1000;

    const play = new RandomPlay();
    const playStarted = performance.now();
    await enterMatches(players, (player, state) => play.onState(player, state));
    await untilAllFinished(play);
    const playSeconds = (play.lastEnd - playStarted) / 1000;
    return gameFigures(play, { connectSeconds, joinSeconds, playSeconds });
  } finally {
    for (const player of players) player.socket.disconnect();
    await server.stop();
  }
}

async function untilAllFinished(play: RandomPlay): Promise<void> {
  const deadline = Date.now() + FINISH_WITHIN_MS;
  while (play.finished < MATCHES) {
    if (Date.now() > deadline) throw new Error(`only ${play.finished}/${MATCHES} matches finished`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function gameFigures(
  play: RandomPlay,
  phases: { connectSeconds: number; joinSeconds: number; playSeconds: number },
): GameLoadResult {
  const roundTrips = [...play.roundTripsMs].sort((a, b) => a - b);
  return {
    matches: MATCHES,
    connectSeconds: round2(phases.connectSeconds),
    joinSeconds: round2(phases.joinSeconds),
    playSeconds: round2(phases.playSeconds),
    moves: play.moves,
    movesPerSecond: Math.round(play.moves / phases.playSeconds),
    moveRoundTripP50Ms: round2(percentileOf(roundTrips, 0.5) ?? 0),
    moveRoundTripP99Ms: round2(percentileOf(roundTrips, 0.99) ?? 0),
    finished: play.finished,
    wins: play.wins,
    draws: play.draws,
  };
}

// Run alone: `GAME_MATCHES=100 npx tsx bench/tic-tac-toe-load/measure-games.ts`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.table([await measureGameLoad()]);
}
