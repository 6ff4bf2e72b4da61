import { defineModule } from '../define-module.ts';
import { adminMemberRoutes } from './admin-routes.ts';

/** The operator's member list: search, details, bans. */
export const membersModule = defineModule({
  name: 'members',
  consoleRoutes: async (app, { db }) => {
    await app.register(adminMemberRoutes, { db });
  },
});
