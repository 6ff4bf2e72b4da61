import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { walletAdminRoutes, type AdminWithdrawalMethod } from '@kamao/contract/admin/wallet';
import { milliToRupees } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import { readWalletSettings, saveWalletSettings } from './wallet-settings.ts';
import {
  addWithdrawalMethod,
  listWithdrawalMethods,
  updateWithdrawalMethod,
  withdrawalMethodById,
  type WithdrawalMethodEntry,
} from './withdrawal-method-catalog.ts';

const {
  withdrawalMethodList,
  withdrawalMethodCreate,
  withdrawalMethodUpdate,
  walletSettings,
  walletSettingsUpdate,
} = walletAdminRoutes;

/** A method as the console shows it: the minimum in rupees. */
function presentWithdrawalMethod(m: WithdrawalMethodEntry): AdminWithdrawalMethod {
  return {
    id: m.id,
    name: m.name,
    details: m.details,
    kind: m.kind,
    minimumAmount: milliToRupees(m.minimumAmount),
    enabled: m.enabled,
    position: m.position,
    boundMembers: m.boundMembers,
  };
}

/**
 * What the wallet pages offer, set by the operator
 * (docs/product/withdraw.md#operator-payment-methods): withdrawal methods with their minimums, and
 * the referral and conversion rates. Gift codes are in giftcode/admin-routes.ts, the payout queue
 * in admin-payout-routes.ts.
 */
export const adminWalletRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);

  app.get(withdrawalMethodList.path, { schema: schemaOf(withdrawalMethodList) }, async () => ({
    methods: (await listWithdrawalMethods(db)).map(presentWithdrawalMethod),
  }));

  app.post(
    withdrawalMethodCreate.path,
    { ...audited('withdrawal_method.create'), schema: schemaOf(withdrawalMethodCreate) },
    async (request) => {
      const id = await addWithdrawalMethod(db, request.body);
      noteAudit(request, { target: id });
      return { method: presentWithdrawalMethod(await withdrawalMethodById(db, id)) };
    },
  );

  app.patch(
    withdrawalMethodUpdate.path,
    { ...audited('withdrawal_method.update'), schema: schemaOf(withdrawalMethodUpdate) },
    async (request) => {
      await updateWithdrawalMethod(db, request.params.id, request.body);
      return { method: presentWithdrawalMethod(await withdrawalMethodById(db, request.params.id)) };
    },
  );

  app.get(walletSettings.path, { schema: schemaOf(walletSettings) }, async () => ({
    settings: await readWalletSettings(db),
  }));

  app.put(
    walletSettingsUpdate.path,
    { ...audited('wallet_settings.update'), schema: schemaOf(walletSettingsUpdate) },
    async (request) => {
      await saveWalletSettings(db, request.body);
      return { settings: await readWalletSettings(db) };
    },
  );
};
