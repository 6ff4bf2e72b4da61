import { defineModule } from '../define-module.ts';
import { adminOverviewRoutes } from './admin-routes.ts';

/** The console's overview: today's figures and what waits for the operator. */
export const overviewModule = defineModule({
  name: 'overview',
  consoleRoutes: async (app, { db }) => {
    await app.register(adminOverviewRoutes, { db });
  },
});
