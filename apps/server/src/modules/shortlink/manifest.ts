import { defineModule } from '../define-module.ts';
import { adminShortenerRoutes } from './admin-routes.ts';
import { sweepBuiltinLinksJob } from './builtin-shortener.ts';
import { seedShortLinks } from './demo-seed.ts';
import { shortLinkRoutes } from './routes.ts';
import { shortenerProbeWorker } from './shortener-probe-worker.ts';

/** Short links: members earn by passing a shortener's pages; the operator keeps the list. */
export const shortLinkModule = defineModule({
  name: 'shortlink',
  jobs: { recurring: [{ definition: sweepBuiltinLinksJob, everySeconds: 6 * 60 * 60 }] },
  events: { publishes: ['member.balance_changed', 'member.answers_stale'] },
  demoSeed: seedShortLinks,
  open: async ({ db, config, integrations, runtime, log }) => {
    const probeDeps = {
      db,
      publicOrigin: config.PUBLIC_ORIGIN,
      askShortener: integrations.askShortener,
    };
    runtime.addWorker(shortenerProbeWorker(probeDeps, log));
  },
  routes: async (app, { db, config, integrations }) => {
    const { askShortener, proxyCheck } = integrations;
    const publicOrigin = config.PUBLIC_ORIGIN;
    await app.register(shortLinkRoutes, { db, publicOrigin, askShortener, proxyCheck });
  },
  consoleRoutes: async (app, { db, config, integrations }) => {
    const { askShortener } = integrations;
    await app.register(adminShortenerRoutes, {
      db,
      publicOrigin: config.PUBLIC_ORIGIN,
      askShortener,
    });
  },
});
