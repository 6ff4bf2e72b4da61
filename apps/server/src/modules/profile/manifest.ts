import { defineModule } from '../define-module.ts';
import { profileRoutes } from './routes.ts';

/** The member's profile, payout details and account settings. */
export const profileModule = defineModule({
  name: 'profile',
  events: { publishes: ['member.answers_stale'] },
  routes: async (app, { db, config, integrations }) => {
    await app.register(profileRoutes, { db, config, mailer: integrations.mailer });
  },
});
