import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payoutProviderAdminRoutes,
  type AdminBulkPayoutAnswer,
  type AdminPayoutProvider,
} from '@kamao/contract/admin/payout-provider';
import { formatAmount, milliToRupees } from '@kamao/contract/money';
import { AppError } from '../../lib/app-error.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import { findWithdrawal, presentWithdrawal } from '../wallet/index.ts';
import type { PayoutEngine } from './payout-engine.ts';
import { readPayoutSettings, savePayoutSettings } from './provider-connection.ts';
import { sentToday, startPayout } from './start-payout.ts';

const { payoutProviderGet, payoutProviderPut, withdrawalSendPayout, withdrawalBulkPayout } =
  payoutProviderAdminRoutes;

/** Where each provider is told to send its webhooks (webhook-routes.ts). */
export const webhookPath = (provider: 'razorpayx' | 'cashfree') => `/webhooks/${provider}`;

/** The saved connection for the console: whether each secret is saved, never the secret. */
async function presentSettings(
  engine: PayoutEngine,
  publicOrigin: string,
): Promise<AdminPayoutProvider> {
  const settings = await readPayoutSettings(engine.db, engine.box);
  const paidToday = await sentToday(engine.db, new Date());
  const { choice } = settings;
  return {
    provider: choice,
    baseUrl: settings.baseUrl,
    keyId: settings.keyId,
    keySecretSaved: settings.saved.keySecret,
    accountNumber: settings.accountNumber,
    webhookSecretSaved: settings.saved.webhookSecret,
    publicKeySaved: settings.saved.publicKey,
    dailyCap: settings.dailyCap === null ? null : milliToRupees(settings.dailyCap),
    autoPay: settings.autoPay,
    autoPayBelow: settings.autoPayBelow === null ? null : milliToRupees(settings.autoPayBelow),
    webhookUrl:
      choice === 'razorpayx' || choice === 'cashfree'
        ? `${publicOrigin}${webhookPath(choice)}`
        : null,
    paidToday: milliToRupees(paidToday),
    capReached: settings.dailyCap !== null && paidToday >= settings.dailyCap,
  };
}

/**
 * The operator's side of provider payouts (docs/product/withdraw.md#paying-through-a-provider):
 * the connection (secrets write-only), and sending one or many pending withdrawals; every write
 * is audited, without the secrets.
 */
export const adminPayoutProviderRoutes: FastifyPluginAsyncZod<{
  engine: PayoutEngine;
  publicOrigin: string;
}> = async (app, { engine, publicOrigin }) => {
  useAdminScope(app, engine.db);

  app.get(payoutProviderGet.path, { schema: schemaOf(payoutProviderGet) }, async () =>
    presentSettings(engine, publicOrigin),
  );

  app.put(
    payoutProviderPut.path,
    { ...audited('payout_provider.update'), schema: schemaOf(payoutProviderPut) },
    async (request) => {
      const { keySecret, webhookSecret, publicKey, ...update } = request.body;
      await savePayoutSettings(engine.db, engine.box, {
        ...update,
        keySecret,
        webhookSecret,
        publicKey,
      });
      noteAudit(request, {
        details: {
          ...update,
          // Which secrets were replaced; the secrets themselves are never logged.
          keySecretChanged: Boolean(keySecret),
          webhookSecretChanged: Boolean(webhookSecret),
          publicKeyChanged: Boolean(publicKey),
        },
      });
      return presentSettings(engine, publicOrigin);
    },
  );

  app.post(
    withdrawalSendPayout.path,
    { ...audited('withdrawal.send_payout'), schema: schemaOf(withdrawalSendPayout) },
    async (request) => {
      const started = await engine.db.transaction((tx) =>
        startPayout(engine, tx, { withdrawalId: request.params.id, sentBy: request.member!.id }),
      );
      const withdrawal = await findWithdrawal(engine.db, request.params.id);
      noteAudit(request, {
        details: {
          memberId: withdrawal.memberId,
          amount: formatAmount(withdrawal.amount),
          provider: withdrawal.payout?.provider ?? null,
          state: started.state,
        },
      });
      return { withdrawal: presentWithdrawal(withdrawal) };
    },
  );

  app.post(
    withdrawalBulkPayout.path,
    { ...audited('withdrawal.bulk_payout'), schema: schemaOf(withdrawalBulkPayout) },
    async (request) => {
      const results: AdminBulkPayoutAnswer['results'] = [];
      for (const id of new Set(request.body.ids)) {
        try {
          // Each in its own transaction: one refused does not stop the others.
          await engine.db.transaction((tx) =>
            startPayout(engine, tx, { withdrawalId: id, sentBy: request.member!.id }),
          );
          results.push({ id, sent: true });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ id, sent: false, error_msg: error.errorMsg });
        }
      }
      noteAudit(request, { details: { results } });
      return { results };
    },
  );
};
