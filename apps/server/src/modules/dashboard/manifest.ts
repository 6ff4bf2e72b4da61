import { defineModule } from '../define-module.ts';
import { dashboardRoutes } from './routes.ts';

/** The member's dashboard figures. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  routes: async (app, { db }) => {
    await app.register(dashboardRoutes, { db });
  },
});
