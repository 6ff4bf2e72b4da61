import { InvalidatedCache } from '../../shared-state/invalidated-cache.ts';
import { defineModule } from '../define-module.ts';
import { ANNOUNCEMENTS_CACHE } from '../site/index.ts';
import { loadPaintedAnnouncements } from './painted-announcements.ts';
import { paintedFirstStep } from './painted-first-step.ts';
import { dashboardRoutes } from './routes.ts';

/**
 * The member's dashboard figures, and for its painted first screen the announcements and a new
 * member's first step.
 */
export const dashboardModule = defineModule({
  name: 'dashboard',
  events: { hears: ['cache.invalidated'] },
  open: async ({ db, runtime, log }) => {
    // Written into the dashboard's first screen for each request (plugins/web-app.ts); reloaded
    // when the operator adds or removes one, in any process.
    const paintedAnnouncements = new InvalidatedCache(
      ANNOUNCEMENTS_CACHE,
      () => loadPaintedAnnouncements(db),
      { en: '', hi: '' },
      runtime.events,
      (err) => log.warn({ err }, 'announcements for the painted dashboard not loaded'),
    );
    await paintedAnnouncements.reload();
    return { paintedAnnouncements, paintedMemberSlot: paintedFirstStep(db) };
  },
  routes: async (app, { db }) => {
    await app.register(dashboardRoutes, { db });
  },
  pageSources: ({ paintedAnnouncements, paintedMemberSlot }) => ({
    paintedAnnouncements,
    paintedMemberSlot,
  }),
});
