import { InvalidatedCache } from '../../shared-state/invalidated-cache.ts';
import { defineModule } from '../define-module.ts';
import { AD_SCRIPT_SOURCES_CACHE, loadAdScriptSources } from './ad-snippets.ts';
import { adminPtcRoutes } from './admin-routes.ts';
import { purgeExpiredViewsJob } from './expired-views.ts';
import { ptcRoutes } from './routes.ts';

/** Pay-to-click: members view ads, the operator prices them and sets the ad-network snippets. */
export const ptcModule = defineModule({
  name: 'ptc',
  jobs: { recurring: [{ definition: purgeExpiredViewsJob, everySeconds: 15 * 60 }] },
  events: { publishes: ['cache.invalidated'], hears: ['cache.invalidated'] },
  open: async ({ db, runtime, log }) => {
    // The ad-network snippets' script hosts, for the ad pages' content security policy.
    const adScriptSources = new InvalidatedCache(
      AD_SCRIPT_SOURCES_CACHE,
      () => loadAdScriptSources(db),
      '',
      runtime.events,
      (err) => log.warn({ err }, 'ad snippet script hosts not loaded'),
    );
    await adScriptSources.reload();
    return { adScriptSources };
  },
  routes: async (app, { db, integrations }) => {
    await app.register(ptcRoutes, { db, proxyCheck: integrations.proxyCheck });
  },
  consoleRoutes: async (app, { db }, { adScriptSources }) => {
    await app.register(adminPtcRoutes, { db, adScriptSources });
  },
  // Rebuilds the ad pages' policy when the hosts change (adScriptSources.onChange).
  pageSources: ({ adScriptSources }) => ({ adScriptSources }),
  publicConfig: ({ config }) => ({ youtubeIframeApiUrl: config.YOUTUBE_IFRAME_API_URL }),
});
