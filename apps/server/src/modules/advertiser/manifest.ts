import { defineModule } from '../define-module.ts';
import { adminCampaignRoutes } from './admin-campaign-routes.ts';
import { advertiserRoutes } from './routes.ts';

/** Advertisers' campaigns, and the operator's review of them. */
export const advertiserModule = defineModule({
  name: 'advertiser',
  routes: async (app, { db, config }) => {
    await app.register(advertiserRoutes, { db, config });
  },
  consoleRoutes: async (app, { db }) => {
    await app.register(adminCampaignRoutes, { db });
  },
});
