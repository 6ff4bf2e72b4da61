import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payoutAdminRoutes } from '@kamao/contract/admin/payouts';
import { formatAmount } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import { approveWithdrawals, decideQueuedWithdrawal } from './payout-decisions.ts';
import { findWithdrawal, listWithdrawals, withdrawalDetails } from './payout-queue.ts';
import { approvedPayoutsCsv, payoutsCsvFileName } from './payouts-csv.ts';

const {
  withdrawalList,
  payoutsCsv,
  withdrawalDetails: detailsRoute,
  withdrawalDecide,
  withdrawalBulkDecide,
} = payoutAdminRoutes;

/**
 * The payout queue (issue 4 "Payouts"): list and filter withdrawals, read one with the member's
 * earnings, decide it (Success pays out, Reject refunds; both idempotent, see
 * withdrawal-decision.ts), approve many at once, and export approved payouts as CSV.
 */
export const adminPayoutRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);

  app.get(withdrawalList.path, { schema: schemaOf(withdrawalList) }, async (request) => {
    const { page, ...filters } = request.query;
    return listWithdrawals(db, filters, page);
  });

  app.get(payoutsCsv.path, { schema: schemaOf(payoutsCsv) }, async (request, reply) => {
    const csv = await approvedPayoutsCsv(db, request.query);
    // A text answer with its own content type is sent as it is, not serialised as JSON.
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${payoutsCsvFileName()}"`);
    return csv;
  });

  app.get(detailsRoute.path, { schema: schemaOf(detailsRoute) }, async (request) =>
    withdrawalDetails(db, request.params.id),
  );

  app.post(
    withdrawalDecide.path,
    { ...audited('withdrawal.decide'), schema: schemaOf(withdrawalDecide) },
    async (request) => {
      const { status, remark } = request.body;
      const result = await decideQueuedWithdrawal(db, {
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
    withdrawalBulkDecide.path,
    { ...audited('withdrawal.bulk_decide'), schema: schemaOf(withdrawalBulkDecide) },
    async (request) => {
      const { ids, status, remark } = request.body;
      const results = await approveWithdrawals(db, {
        ids,
        remark: remark ?? null,
        adminId: request.member!.id,
      });
      noteAudit(request, { details: { status, remark: remark ?? null, results } });
      return { results };
    },
  );
};
