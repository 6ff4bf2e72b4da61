import { defineModule } from '../define-module.ts';
import { adminGiftCodeRoutes } from './admin-routes.ts';
import { giftCodeRoutes } from './routes.ts';

/** Gift codes: members redeem them, the operator makes them. */
export const giftCodeModule = defineModule({
  name: 'giftcode',
  routes: async (app, { db }) => {
    await app.register(giftCodeRoutes, { db });
  },
  consoleRoutes: async (app, { db }) => {
    await app.register(adminGiftCodeRoutes, { db });
  },
});
