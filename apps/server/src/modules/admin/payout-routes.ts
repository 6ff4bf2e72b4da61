import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_WITHDRAWAL_ERRORS,
  adminBulkDecisionSchema,
  adminDecisionSchema,
  adminWithdrawalsQuerySchema,
  type AdminBulkDecisionAnswer,
  type AdminDecisionAnswer,
  type AdminWithdrawalDetails,
  type AdminWithdrawalsPage,
} from '@kamao/contract/api-admin-wallet';
import { formatAmount } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { kolkataDate, kolkataDateTime } from '../../lib/kolkata-time.ts';
import { decideWithdrawal } from '../wallet/withdrawal-decision.ts';
import { noteAudit, useAdminScope } from './admin-scope.ts';
import {
  approvedPayouts,
  findWithdrawal,
  listWithdrawals,
  withdrawalDetails,
} from './payout-queue.ts';

const idParams = z.object({ id: z.string().trim().min(1).max(64) });
const csvQuery = adminWithdrawalsQuerySchema.omit({ status: true, page: true });

/**
 * The payout queue (issue 4 "Payouts"): list and filter withdrawals, read one with the member's
 * earnings, decide it (Success pays out, Reject refunds; both idempotent, see
 * withdrawal-decision.ts), approve many at once, and export approved payouts as CSV.
 */
export const adminPayoutRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);

  app.get(
    '/api/admin/withdrawals',
    { schema: { querystring: adminWithdrawalsQuerySchema } },
    async (request): Promise<AdminWithdrawalsPage> => {
      const { page, ...filters } = request.query;
      return listWithdrawals(db, filters, page);
    },
  );

  app.get(
    '/api/admin/withdrawals/payouts.csv',
    { schema: { querystring: csvQuery } },
    async (request, reply) => {
      const rows = await approvedPayouts(db, request.query);
      const csv = toCsv(
        [
          'order_number',
          'approved_at_ist',
          'user_name',
          'name',
          'mobile',
          'method',
          'account_information',
          'amount_inr',
        ],
        rows.map((r) => [
          r.id.toUpperCase(),
          r.decidedAt ? kolkataDateTime(r.decidedAt) : '',
          r.userName,
          r.name,
          r.mobile,
          r.method,
          r.accountInformation,
          formatAmount(r.amount),
        ]),
      );
      const day = kolkataDate(new Date());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payouts-${day}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/api/admin/withdrawals/:id',
    { schema: { params: idParams } },
    async (request): Promise<AdminWithdrawalDetails> => withdrawalDetails(db, request.params.id),
  );

  app.post(
    '/api/admin/withdrawals/:id/decision',
    { schema: { params: idParams, body: adminDecisionSchema } },
    async (request): Promise<AdminDecisionAnswer> => {
      const { status, remark } = request.body;
      // The member reads the remark on their withdrawal card: a refusal must say why.
      if (status === 'Reject' && !remark)
        throw badRequest(ADMIN_WITHDRAWAL_ERRORS.rejectNeedsRemark);
      const result = await decideWithdrawal(db, {
        withdrawalId: request.params.id,
        status,
        remark: remark ?? null,
        adminId: request.member!.id,
      });
      noteAudit(request, {
        details: {
          status,
          remark: remark ?? null,
          changed: result.changed,
          memberId: result.memberId,
          amount: formatAmount(result.amount),
        },
      });
      return { withdrawal: await findWithdrawal(db, request.params.id), changed: result.changed };
    },
  );

  app.post(
    '/api/admin/withdrawals/bulk-decision',
    { schema: { body: adminBulkDecisionSchema } },
    async (request): Promise<AdminBulkDecisionAnswer> => {
      const { ids, status, remark } = request.body;
      const results: AdminBulkDecisionAnswer['results'] = [];
      // One transaction per withdrawal: one refused item does not undo the others.
      for (const id of new Set(ids)) {
        try {
          const result = await decideWithdrawal(db, {
            withdrawalId: id,
            status,
            remark: remark ?? null,
            adminId: request.member!.id,
          });
          results.push({ id, changed: result.changed });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ id, changed: false, error_msg: error.errorMsg });
        }
      }
      noteAudit(request, { details: { status, remark: remark ?? null, results } });
      return { results };
    },
  );
};
