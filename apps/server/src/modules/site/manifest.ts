import { RATING_SCORE } from '@kamao/contract/constants';
import { InvalidatedCache } from '../../shared-state/invalidated-cache.ts';
import { defineModule } from '../define-module.ts';
import { adminContentRoutes } from './admin-content-routes.ts';
import { adminInboxRoutes } from './admin-inbox-routes.ts';
import { channelRoutes } from './channel-routes.ts';
import { FOOTER_CACHE, loadFooter } from './footer-settings.ts';
import { siteRoutes } from './routes.ts';
import { cleanStoredOperatorHtml } from './stored-html-pass.ts';
import { createStatistics } from './statistics.ts';
import { VisitorCounter } from './visitor-counter.ts';

/** The public site: texts, FAQ, contact, statistics, the footer and the operator's content. */
export const siteModule = defineModule({
  name: 'site',
  events: { publishes: ['cache.invalidated'], hears: ['cache.invalidated'] },
  open: async ({ db, config, runtime, log }) => {
    // HTML stored before it was cleaned on save is cleaned once, before any page shows it.
    const cleaned = await cleanStoredOperatorHtml(db);
    if (cleaned > 0) log.info({ cleaned }, 'stored operator HTML cleaned');
    // The footer's links: every page's login check carries them, so each process keeps a copy.
    const footer = new InvalidatedCache(
      FOOTER_CACHE,
      () => loadFooter(db),
      { rating: RATING_SCORE, socialLinks: [] },
      runtime.events,
      (err) => log.warn({ err }, 'footer links not loaded'),
    );
    await footer.reload();
    const visitors = new VisitorCounter(db, config.keys.visitorHash);
    return { footer, visitors };
  },
  routes: async (app, { db, integrations }, { footer, visitors }) => {
    await app.register(siteRoutes, {
      db,
      captcha: integrations.captcha,
      visitors,
      statistics: createStatistics(db, visitors),
      footer: () => footer.current(),
    });
    await app.register(channelRoutes, { channelStatistics: integrations.channelStatistics });
  },
  consoleRoutes: async (app, { db }, { footer }) => {
    await app.register(adminContentRoutes, { db, onFooterChanged: () => footer.reload() });
    await app.register(adminInboxRoutes, { db });
  },
  publicConfig: ({ integrations }) => ({
    channelConfigured: Boolean(integrations.channelStatistics),
  }),
});
