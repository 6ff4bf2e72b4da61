import { defineModule } from '../define-module.ts';
import { referralRoutes } from './routes.ts';

/** The member's referrals and what they earned. */
export const referralModule = defineModule({
  name: 'referral',
  routes: async (app, { db }) => {
    await app.register(referralRoutes, { db });
  },
});
