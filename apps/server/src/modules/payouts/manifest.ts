import { defineModule, type ModuleContext } from '../define-module.ts';
import { adminPayoutProviderRoutes } from './admin-routes.ts';
import { payoutDriver } from './payout-driver.ts';
import type { PayoutEngine } from './payout-engine.ts';
import { SecretBox } from './secret-box.ts';
import { payoutWebhookRoutes } from './webhook-routes.ts';

function openEngine(context: ModuleContext): PayoutEngine {
  const engine: PayoutEngine = {
    db: context.db,
    box: new SecretBox(context.config.keys.payoutProviderSecrets),
    providers: context.integrations.payoutProviders,
    workerId: context.runtime.workerId,
    log: context.log,
  };
  context.runtime.addWorker(payoutDriver(engine, context.runtime.events));
  return engine;
}

/**
 * Payouts through a provider's API (RazorpayX, Cashfree, or the demo): the operator's connection
 * and Send buttons, the providers' signed webhooks, and a driver in each job-running process that
 * sends, retries and reconciles payouts (docs/product/withdraw.md#paying-through-a-provider).
 */
export const payoutsModule = defineModule<PayoutEngine>({
  name: 'payouts',
  events: { publishes: ['payouts.due'], hears: ['payouts.due', 'member.balance_changed'] },
  open: async (context) => openEngine(context),
  routes: async (app, _context, engine) => {
    await app.register(payoutWebhookRoutes, { engine });
  },
  consoleRoutes: async (app, { config }, engine) => {
    await app.register(adminPayoutProviderRoutes, { engine, publicOrigin: config.PUBLIC_ORIGIN });
  },
});
