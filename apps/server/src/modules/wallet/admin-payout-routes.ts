import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payoutAdminRoutes,
  type AdminWithdrawal,
  type AdminWithdrawalDetails,
  type AdminWithdrawalsPage,
} from '@kamao/contract/admin/payouts';
import { formatAmount, milliToRupees } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { schemaOf, type RouteApp } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import { approveWithdrawals, decideQueuedWithdrawal } from './payout-decisions.ts';
import {
  findWithdrawal,
  listWithdrawals,
  withdrawalDetails,
  type QueuedWithdrawal,
  type WithdrawalDetails,
  type WithdrawalsPage,
} from './payout-queue.ts';
import { approvedPayoutsCsv, payoutsCsvFileName, pendingPayoutsCsv } from './payouts-csv.ts';
import { releaseWithdrawal } from './withdrawal-holds.ts';

const {
  withdrawalList,
  payoutsCsv,
  withdrawalDetails: detailsRoute,
  withdrawalDecide,
  withdrawalBulkDecide,
  withdrawalRelease,
} = payoutAdminRoutes;

/** The console's view of one withdrawal (no internal columns beyond what an operator needs). */
export function presentWithdrawal(row: QueuedWithdrawal): AdminWithdrawal {
  return {
    _id: row.id,
    memberId: row.memberId,
    userName: row.userName ?? '',
    balance: milliToRupees(row.amount),
    method: row.method,
    accountInformation: row.accountInformation,
    status: row.status,
    remark: row.remark,
    time: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedByUserName: row.decidedByUserName,
    paymentReference: row.paymentReference,
    risk: { score: Number(row.riskScore), linked: Number(row.riskLinked) },
    hold: row.heldAt ? { reason: row.heldReason ?? '', at: row.heldAt.toISOString() } : null,
    payout: row.payout
      ? { ...row.payout, updatedAt: new Date(row.payout.updatedAt).toISOString() }
      : null,
  };
}

function presentWithdrawalsPage(page: WithdrawalsPage): AdminWithdrawalsPage {
  return {
    withdrawals: page.withdrawals.map(presentWithdrawal),
    total: page.total,
    totalAmount: milliToRupees(page.totalAmount),
    page: page.page,
    pageSize: page.pageSize,
  };
}

function presentWithdrawalDetails(details: WithdrawalDetails): AdminWithdrawalDetails {
  const { member } = details;
  return {
    withdrawal: presentWithdrawal(details.withdrawal),
    member: {
      ...member,
      withdrawable: milliToRupees(member.withdrawable),
      deposit: milliToRupees(member.deposit),
      debt: milliToRupees(member.debt),
    },
    earnings: details.earnings.map((e) => ({
      source: e.source,
      last30Days: milliToRupees(e.last30Days),
      allTime: milliToRupees(e.allTime),
    })),
    previousWithdrawals: details.previousWithdrawals.map(presentWithdrawal),
  };
}

/**
 * The payout queue (docs/product/withdraw.md#operator-the-payout-queue): list and filter
 * withdrawals, read one with the member's earnings, decide it (Success pays out, Reject refunds;
 * both idempotent, see withdrawal-decision.ts), approve many at once, release a held one
 * (withdrawal-holds.ts), and export approved or pending payouts as CSV.
 */
export const adminPayoutRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);
  registerQueueReadingRoutes(app, db);
  registerDecisionRoutes(app, db);
};

/**
 * The queue's pages, the CSV of approved payouts or of pending ones to pay, and one withdrawal with
 * its member's earnings.
 */
function registerQueueReadingRoutes(app: RouteApp, db: Db) {
  app.get(withdrawalList.path, { schema: schemaOf(withdrawalList) }, async (request) => {
    const { page, ...filters } = request.query;
    return presentWithdrawalsPage(await listWithdrawals(db, filters, page));
  });

  app.get(payoutsCsv.path, { schema: schemaOf(payoutsCsv) }, async (request, reply) => {
    const { status, ...filters } = request.query;
    const csv =
      status === 'Pending'
        ? await pendingPayoutsCsv(db, filters)
        : await approvedPayoutsCsv(db, filters);
    // A text answer with its own content type is sent as it is, not serialised as JSON.
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${payoutsCsvFileName(status)}"`);
    return csv;
  });

  app.get(detailsRoute.path, { schema: schemaOf(detailsRoute) }, async (request) =>
    presentWithdrawalDetails(await withdrawalDetails(db, request.params.id)),
  );
}

/** Deciding one withdrawal, releasing a held one and approving many at once; all audited. */
function registerDecisionRoutes(app: RouteApp, db: Db) {
  app.post(
    withdrawalDecide.path,
    { ...audited('withdrawal.decide'), schema: schemaOf(withdrawalDecide) },
    async (request) => {
      const { status, remark, paymentReference } = request.body;
      const result = await decideQueuedWithdrawal(db, {
        withdrawalId: request.params.id,
        status,
        remark: remark ?? null,
        paymentReference: paymentReference ?? null,
        adminId: request.member!.id,
      });
      noteAudit(request, {
        details: {
          status,
          remark: remark ?? null,
          paymentReference: paymentReference || null,
          changed: result.changed,
          memberId: result.memberId,
          amount: formatAmount(result.amount),
        },
      });
      return {
        withdrawal: presentWithdrawal(await findWithdrawal(db, request.params.id)),
        changed: result.changed,
      };
    },
  );

  app.post(
    withdrawalRelease.path,
    { ...audited('withdrawal.release'), schema: schemaOf(withdrawalRelease) },
    async (request) => {
      const held = await findWithdrawal(db, request.params.id);
      await releaseWithdrawal(db, held.id);
      noteAudit(request, {
        details: {
          memberId: held.memberId,
          amount: formatAmount(held.amount),
          reason: held.heldReason,
        },
      });
      return { withdrawal: presentWithdrawal(await findWithdrawal(db, held.id)) };
    },
  );

  app.post(
    withdrawalBulkDecide.path,
    { ...audited('withdrawal.bulk_decide'), schema: schemaOf(withdrawalBulkDecide) },
    async (request) => {
      const { ids, status, remark, paymentReferences } = request.body;
      const results = await approveWithdrawals(db, {
        ids,
        remark: remark ?? null,
        paymentReferences,
        adminId: request.member!.id,
      });
      noteAudit(request, {
        details: {
          status,
          remark: remark ?? null,
          paymentReferences: paymentReferences ?? {},
          results,
        },
      });
      return { results };
    },
  );
}
