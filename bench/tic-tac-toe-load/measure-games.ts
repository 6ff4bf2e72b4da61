import { fileURLToPath } from 'node:url';
import type { AdminLedgerAudit } from '@kamao/contract/admin/runtime';
import { startChildServer } from '../child-server.ts';
import { percentileOf, round2 } from '../latency-figures.ts';
import { auditLedger } from '../ledger-check.ts';
import { createScratchDatabase } from '../postgres.ts';
import { openMemberSockets } from '../member-sockets.ts';
import { askForRooms, enterMatches, type Player } from './players.ts';
import { RandomPlay, type Pace } from './random-play.ts';

/**
 * The game load figures of `npm run bench` (docs/product/tic-tac-toe.md): MATCHES simultaneous Tic
 * Tac Toe matches of two socket.io clients each against the real server (in a process of its own).
 * Every member asks for the ₹1 room at once (first come, first matched pairs them), enters its
 * match, and on its turn plays a random empty cell: flat out, or at a human pace (a second after
 * the turn begins). A move's round trip is from the emit to the room update that shows it. Says
 * how each match ended (a match still running at the deadline is counted as unfinished, never as
 * played), counts refused moves apart, and audits the ledger afterwards.
 */
export interface GameLoadResult {
  pace: Pace;
  matches: number;
  connectSeconds: number;
  joinSeconds: number;
  playSeconds: number;
  moves: number;
  refusedMoves: number;
  movesPerSecond: number;
  moveRoundTripP50Ms: number;
  moveRoundTripP99Ms: number;
  ended: number;
  unfinished: number;
  /** The most matches under way at one moment (begun, not yet ended, as the players heard it). */
  peakUnderWay: number;
  /** How many matches ended by each end reason (line, full_board, turn_timeout…). */
  endReasons: Record<string, number>;
  /** Ended by anything but the board: a time-out or an abort its players did not cause. */
  endedOffTheBoard: number;
  ledgerBalanced: boolean;
}

/** The goal at a human pace: a move's round trip p99, at 1,000 matches on PostgreSQL with Redis. */
export const GAME_ROUND_TRIP_P99_GOAL_MS = 50;

const MATCHES = Number(process.env.GAME_MATCHES ?? 1000);
/**
 * At a human pace the matches begin over this window, as their players arrive: shorter than the
 * shortest match (five moves, a second each), so at the peak every match is under way, and the
 * bench reports that peak. Entering a match is a heavier call than a move: 2,000 players entering
 * within one second, beside the first moves, measured the entering rather than the play.
 */
const HUMAN_ARRIVAL_MS = 4_000;
const FINISH_WITHIN_MS = 600_000;

export async function measureGameLoad(pace: Pace): Promise<GameLoadResult> {
  // On PostgreSQL each run gets a database of its own, dropped afterwards: the room's fee is
  // unique, and the server's own database is left as it was.
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'game') : undefined;
  const server = await startChildServer<{
    origin: string;
    cookies: string[];
    fee: number;
    adminCookie: string;
  }>(new URL('./game-server.ts', import.meta.url), 'game server', {
    GAME_MATCHES: String(MATCHES),
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  }).catch(async (error: unknown) => {
    await scratch?.drop();
    throw error;
  });
  const { origin, cookies, fee, adminCookie } = server.info;
  const players: Player[] = [];
  try {
    const connectStarted = performance.now();
    await openMemberSockets(origin, cookies, (socket) => players.push({ socket, lastVersion: -1 }));
    const connectSeconds = (performance.now() - connectStarted) / 1000;

    const joinStarted = performance.now();
    await askForRooms(players, fee);
    const joinSeconds = (performance.now() - joinStarted) / 1000;

    const play = new RandomPlay(pace);
    const playStarted = performance.now();
    await enterMatches(
      players,
      (player, state) => play.onState(player, state),
      pace === 'human' ? HUMAN_ARRIVAL_MS : 0,
    );
    await untilAllEnded(play);
    const playSeconds = ((play.lastEnd || performance.now()) - playStarted) / 1000;
    const audit = await auditLedger(origin, adminCookie, `the game server (${pace})`);
    return gameFigures(play, audit, { connectSeconds, joinSeconds, playSeconds });
  } finally {
    for (const player of players) {
      clearTimeout(player.thinking);
      player.socket.disconnect();
    }
    await server.stop();
    await scratch?.drop();
  }
}

/** Waits until every match has ended, or the deadline: then the rest are reported unfinished. */
async function untilAllEnded(play: RandomPlay): Promise<void> {
  const deadline = Date.now() + FINISH_WITHIN_MS;
  while (play.ended < MATCHES && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function gameFigures(
  play: RandomPlay,
  audit: AdminLedgerAudit,
  phases: { connectSeconds: number; joinSeconds: number; playSeconds: number },
): GameLoadResult {
  const roundTrips = [...play.roundTripsMs].sort((a, b) => a - b);
  return {
    pace: play.pace,
    matches: MATCHES,
    connectSeconds: round2(phases.connectSeconds),
    joinSeconds: round2(phases.joinSeconds),
    playSeconds: round2(phases.playSeconds),
    moves: play.moves,
    refusedMoves: play.refusedMoves,
    movesPerSecond: Math.round(play.moves / phases.playSeconds),
    moveRoundTripP50Ms: round2(percentileOf(roundTrips, 0.5) ?? 0),
    moveRoundTripP99Ms: round2(percentileOf(roundTrips, 0.99) ?? 0),
    ended: play.ended,
    unfinished: MATCHES - play.ended,
    peakUnderWay: play.peakUnderWay,
    endReasons: { ...play.endReasons },
    endedOffTheBoard: play.endedOffTheBoard,
    ledgerBalanced: audit.balanced,
  };
}

// Run alone: `GAME_MATCHES=100 GAME_PACE=human npx tsx bench/tic-tac-toe-load/measure-games.ts`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pace: Pace = process.env.GAME_PACE === 'human' ? 'human' : 'flat-out';
  const result = await measureGameLoad(pace);
  console.table([{ ...result, endReasons: JSON.stringify(result.endReasons) }]);
}
