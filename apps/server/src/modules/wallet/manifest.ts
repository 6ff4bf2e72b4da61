import { defineModule } from '../define-module.ts';
import { adminFinanceRoutes } from './admin-finance-routes.ts';
import { adminPayoutRoutes } from './admin-payout-routes.ts';
import { adminWalletRoutes } from './admin-routes.ts';
import { walletRoutes } from './routes.ts';

/**
 * Balances, conversion, withdrawals, and the operator's payouts, wallet settings and money view.
 */
export const walletModule = defineModule({
  name: 'wallet',
  events: { publishes: ['member.balance_changed'] },
  routes: async (app, { db }) => {
    await app.register(walletRoutes, { db });
  },
  consoleRoutes: async (app, { db }) => {
    await app.register(adminPayoutRoutes, { db });
    await app.register(adminWalletRoutes, { db });
    await app.register(adminFinanceRoutes, { db });
  },
});
