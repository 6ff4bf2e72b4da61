import { requestLanguage } from '../../plugins/member-language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { convertBalancePayloadSchema, withdrawalPayloadSchema } from '@kamao/contract/api-wallet';
import { apiRoutes } from '@kamao/contract/api-routes';
import { idempotencyKeyOf } from '@kamao/contract/idempotency-key';
import type { Db } from '../../db/client.ts';
import type { SettingsCopy } from '../settings/index.ts';
import { openedEnvelope, schemaOf } from '../../lib/route-schema.ts';
import { balanceBreakdown, presentBalanceBreakdown } from './balance-breakdown.ts';
import { balanceSummary } from './balance-summary.ts';
import { MOVES_MEMBER_MONEY } from '../../plugins/member-answers.ts';
import { memberRateLimit } from '../../plugins/member-rate-limit.ts';
import { memberMoneyLimit } from '../../plugins/member-money-limit.ts';
import { converterPage, convertBalance } from './conversion.ts';
import {
  presentBalanceSummary,
  presentConversion,
  presentConverterPage,
  presentWithdrawalRequest,
} from './presenters.ts';
import { requestWithdrawal } from './withdrawal.ts';
import { requestOrigin } from '../auth/index.ts';
import { noteOrigin } from '../risk/index.ts';

const { userBalanceData, withdraw, convertBalanceGet, convertBalancePatch } = apiRoutes;
const breakdownCall = apiRoutes.balanceBreakdown;
// Money calls: generous for a person, a brake on scripts (counted across every process, in
// Redis or the database).
const MONEY_CALLS_PER_MINUTE = 30;
const moneyRateLimit = memberRateLimit(MONEY_CALLS_PER_MINUTE, '1 minute');

export const walletRoutes: FastifyPluginAsyncZod<{ db: Db; settings: SettingsCopy }> = async (
  app,
  { db, settings },
) => {
  const member = { onRequest: app.requireMember };

  app.get(userBalanceData.path, { ...member, schema: schemaOf(userBalanceData) }, async (request) =>
    presentBalanceSummary(await balanceSummary(db, request.member!.id, requestLanguage(request))),
  );

  app.get(breakdownCall.path, { ...member, schema: schemaOf(breakdownCall) }, async (request) =>
    presentBalanceBreakdown(await balanceBreakdown(db, request.member!.id)),
  );

  app.post(
    withdraw.path,
    {
      ...member,
      config: { ...moneyRateLimit, ...MOVES_MEMBER_MONEY },
      schema: {
        ...schemaOf(withdraw),
        headers: withdraw.headers,
        body: openedEnvelope(withdrawalPayloadSchema),
      },
    },
    async (request) => {
      const answer = presentWithdrawalRequest(
        await requestWithdrawal(
          db,
          request.member!.id,
          request.body.obj,
          idempotencyKeyOf(request.headers),
        ),
      );
      await noteOrigin(db, request.member!.id, 'withdrawal', requestOrigin(request));
      return answer;
    },
  );

  app.get(
    convertBalanceGet.path,
    { ...member, schema: schemaOf(convertBalanceGet) },
    async (request) =>
      presentConverterPage(
        await converterPage(db, settings, request.member!.id, requestLanguage(request)),
      ),
  );

  app.patch(
    convertBalancePatch.path,
    {
      ...member,
      // The same limit, counted by the conversion's movement (one statement, one round trip).
      config: { ...memberMoneyLimit(MONEY_CALLS_PER_MINUTE, 60_000), ...MOVES_MEMBER_MONEY },
      schema: {
        ...schemaOf(convertBalancePatch),
        headers: convertBalancePatch.headers,
        body: openedEnvelope(convertBalancePayloadSchema),
      },
    },
    async (request) => {
      await convertBalance(
        db,
        settings,
        request.member!.id,
        request.body.obj,
        idempotencyKeyOf(request.headers),
        request.moneyLimitHit,
      );
      return presentConversion();
    },
  );
};
