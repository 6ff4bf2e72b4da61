import { InvalidatedCache } from '../../shared-state/invalidated-cache.ts';
import { defineModule } from '../define-module.ts';
import { adminOfferWallRoutes } from './admin-routes.ts';
import { releaseHeldRewardJob } from './held-rewards.ts';
import { sweepPostbackLogJob } from './postback-log-sweep.ts';
import { postbackRoutes } from './postback-routes.ts';
import { presentWallFigures } from './presenters.ts';
import { taskWallRoutes } from './routes.ts';
import { WALL_FRAME_ORIGINS_CACHE, loadWallFrameOrigins } from './wall-catalog.ts';
import { wallFigures } from './wall-figures.ts';
import { wireTaskWallSockets } from './wall-sockets.ts';

/** Task walls: the networks' offer pages in a frame, paid by their postbacks. */
export const taskWallModule = defineModule({
  name: 'taskwall',
  jobs: {
    recurring: [{ definition: sweepPostbackLogJob, everySeconds: 24 * 60 * 60 }],
    oneOff: [releaseHeldRewardJob],
  },
  events: {
    publishes: ['offerwall.figures_changed', 'cache.invalidated'],
    hears: ['offerwall.figures_changed', 'cache.invalidated'],
  },
  open: async ({ db, runtime, log }) => {
    // The enabled walls' origins: the only ones the wall page may frame.
    const wallFrameSources = new InvalidatedCache(
      WALL_FRAME_ORIGINS_CACHE,
      () => loadWallFrameOrigins(db),
      '',
      runtime.events,
      (err) => log.warn({ err }, 'task wall frame origins not loaded'),
    );
    await wallFrameSources.reload();
    return { wallFrameSources };
  },
  routes: async (app, { db, config }) => {
    await app.register(taskWallRoutes, { db });
    await app.register(postbackRoutes, { db, publicOrigin: config.PUBLIC_ORIGIN });
  },
  consoleRoutes: async (app, { db, config }, { wallFrameSources }) => {
    await app.register(adminOfferWallRoutes, {
      db,
      publicOrigin: config.PUBLIC_ORIGIN,
      onWallsChanged: () => wallFrameSources.reload(),
    });
  },
  sockets: (io, { db, runtime, log }) =>
    wireTaskWallSockets(
      io,
      runtime.events,
      async (memberId) => presentWallFigures(await wallFigures(db, memberId)),
      (err) => log.warn({ err }, 'realtime handler failed'),
    ),
  pageSources: ({ wallFrameSources }) => ({ wallFrameSources }),
});
