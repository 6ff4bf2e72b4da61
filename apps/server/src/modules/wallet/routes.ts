import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { convertBalancePayloadSchema, withdrawalPayloadSchema } from '@kamao/contract/api-wallet';
import { apiRoutes } from '@kamao/contract/api-routes';
import { idempotencyKeyOf } from '@kamao/contract/idempotency-key';
import { getMemberBalances } from '../../ledger/balances.ts';
import { milliToRupees } from '@kamao/contract/money';
import { CONVERTER_TEXTS, WITHDRAW_TEXTS } from '@kamao/contract/wallet-texts';
import type { Db } from '../../db/client.ts';
import { openedEnvelope, schemaOf } from '../../lib/route-schema.ts';
import { rupeeText } from '../../lib/rupee-text.ts';
import { getConversionChargeBp } from '../settings/index.ts';
import { readSiteText } from '../site/index.ts';
import { balanceSummary } from './balance-summary.ts';
import { memberRateLimit } from '../../plugins/member-rate-limit.ts';
import { conversionRecords, convertBalance } from './conversion.ts';
import { requestWithdrawal } from './withdrawal.ts';

const { userBalanceData, withdraw, convertBalanceGet, convertBalancePatch } = apiRoutes;
// Money calls: generous for a person, a brake on scripts (in memory, per process).
const moneyRateLimit = memberRateLimit(30, '1 minute');

export const walletRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const member = { onRequest: app.requireMember };

  app.get(
    userBalanceData.path,
    { ...member, schema: schemaOf(userBalanceData) },
    async (request) => ({ msg: await balanceSummary(db, request.member!.id) }),
  );

  app.post(
    withdraw.path,
    {
      ...member,
      config: moneyRateLimit,
      schema: {
        ...schemaOf(withdraw),
        headers: withdraw.headers,
        body: openedEnvelope(withdrawalPayloadSchema),
      },
    },
    async (request) => {
      const done = await requestWithdrawal(
        db,
        request.member!.id,
        request.body.obj,
        idempotencyKeyOf(request.headers),
      );
      return { msg: WITHDRAW_TEXTS.success(rupeeText(done.amount)) };
    },
  );

  app.get(
    convertBalanceGet.path,
    { ...member, schema: schemaOf(convertBalanceGet) },
    async (request) => {
      const memberId = request.member!.id;
      const [balances, records, instructions, depositToWithdraw, withdrawToDeposit] =
        await Promise.all([
          getMemberBalances(db, memberId),
          conversionRecords(db, memberId),
          readSiteText(db, 'convert_balance_instructions'),
          getConversionChargeBp(db, 'depositToWithdraw'),
          getConversionChargeBp(db, 'withdrawToDeposit'),
        ]);
      return {
        msg: {
          withdrawable_amount: milliToRupees(balances.withdrawable),
          deposit_amount: milliToRupees(balances.deposit),
          convertAmount_Records: records,
          other_data_convertBalance_instructions: instructions,
          other_data_conversion_charge_bps: { depositToWithdraw, withdrawToDeposit },
        },
      };
    },
  );

  app.patch(
    convertBalancePatch.path,
    {
      ...member,
      config: moneyRateLimit,
      schema: {
        ...schemaOf(convertBalancePatch),
        headers: convertBalancePatch.headers,
        body: openedEnvelope(convertBalancePayloadSchema),
      },
    },
    async (request) => {
      await convertBalance(
        db,
        request.member!.id,
        request.body.obj,
        idempotencyKeyOf(request.headers),
      );
      return { msg: CONVERTER_TEXTS.success };
    },
  );
};
