import { defineModule } from '../define-module.ts';
import { SettingsCopy } from '../settings/index.ts';
import { adminFinanceRoutes } from './admin-finance-routes.ts';
import { adminPayoutRoutes } from './admin-payout-routes.ts';
import { adminWalletRoutes } from './admin-routes.ts';
import { walletRoutes } from './routes.ts';

/**
 * Balances, conversion, withdrawals, and the operator's payouts, wallet settings and money view.
 */
export const walletModule = defineModule({
  name: 'wallet',
  events: {
    publishes: ['member.balance_changed', 'settings.changed'],
    hears: ['settings.changed'],
  },
  // The conversion charges, read on every conversion, from this process's copy.
  open: async ({ db, runtime }) => ({ settings: new SettingsCopy(db, runtime.events) }),
  routes: async (app, { db }, { settings }) => {
    await app.register(walletRoutes, { db, settings });
    app.addHook('onClose', () => settings.close());
  },
  consoleRoutes: async (app, { db }) => {
    await app.register(adminPayoutRoutes, { db });
    await app.register(adminWalletRoutes, { db });
    await app.register(adminFinanceRoutes, { db });
  },
});
