import { defineModule } from '../define-module.ts';
import { adminGameRoutes } from './admin-routes.ts';
import { seedGameRooms } from './demo-seed.ts';
import { wireTicTacToeSockets } from './game-sockets.ts';
import { resolveMatchDeadline } from './match-deadlines.ts';
import { matchDeadlineJob } from './match-timer.ts';
import { gameRoutes } from './routes.ts';
import { rearmOverdueMatchesJob } from './stale-match-sweep.ts';

/** Tic Tac Toe for money: rooms, matchmaking, matches over the socket, the operator's rooms. */
export const gamesModule = defineModule({
  name: 'games',
  jobs: {
    recurring: [{ definition: rearmOverdueMatchesJob, everySeconds: 2 * 60 }],
    // A match's deadline: settles what is due (match-deadlines.ts).
    oneOff: [matchDeadlineJob(resolveMatchDeadline)],
  },
  events: {
    publishes: ['game.match_changed', 'game.lobby_changed', 'member.balance_changed'],
    hears: ['game.match_changed', 'game.lobby_changed'],
  },
  demoSeed: seedGameRooms,
  routes: async (app, { db }) => {
    await app.register(gameRoutes, { db });
  },
  consoleRoutes: async (app, { db, production }) => {
    await app.register(adminGameRoutes, { db, production });
  },
  sockets: (io, { db, database, runtime, production, log }) =>
    wireTicTacToeSockets(io, runtime.events, {
      db,
      production,
      sharedState: runtime.sharedState,
      alone: database.engine === 'pglite',
      workerId: runtime.workerId,
      onError: (err) => log.warn({ err }, 'realtime handler failed'),
    }),
});
