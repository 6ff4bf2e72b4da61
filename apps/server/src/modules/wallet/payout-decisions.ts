import {
  ADMIN_WITHDRAWAL_ERRORS,
  type AdminBulkDecisionAnswer,
} from '@kamao/contract/admin/payouts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { isPaymentReferenceRequired } from './wallet-settings.ts';
import {
  decideWithdrawal,
  type DecisionInput,
  type DecisionResult,
} from './withdrawal-decision.ts';

/**
 * The operator's decision on one withdrawal from the payout queue (withdrawal-decision.ts does
 * the money). The member reads the remark on their withdrawal card: a refusal must say why. An
 * approval carries the payout's reference when the operator asked for one.
 */
export async function decideQueuedWithdrawal(
  db: Db,
  input: DecisionInput,
): Promise<DecisionResult> {
  const paymentReference = input.paymentReference?.trim() || null;
  if (input.status === 'Reject') {
    if (!input.remark) throw badRequest(ADMIN_WITHDRAWAL_ERRORS.rejectNeedsRemark);
    if (paymentReference) throw badRequest(ADMIN_WITHDRAWAL_ERRORS.referenceWithApprovalOnly);
  } else if (!paymentReference && (await isPaymentReferenceRequired(db))) {
    throw badRequest(ADMIN_WITHDRAWAL_ERRORS.referenceRequired);
  }
  return decideWithdrawal(db, { ...input, paymentReference });
}

/**
 * Approves many withdrawals, each once and in its own transaction, so one refused item does not
 * undo the others; each refusal is reported with its message, in the order the ids came. Each
 * takes its own reference from `paymentReferences`; while references are required, an id
 * without one is refused like any other item (the bulk is not refused as a whole).
 */
export async function approveWithdrawals(
  db: Db,
  input: {
    ids: string[];
    remark: string | null;
    paymentReferences?: Record<string, string> | undefined;
    adminId: string;
  },
): Promise<AdminBulkDecisionAnswer['results']> {
  const required = await isPaymentReferenceRequired(db);
  // A Map, so an id such as 'constructor' finds no inherited property.
  const references = new Map(Object.entries(input.paymentReferences ?? {}));
  const results: AdminBulkDecisionAnswer['results'] = [];
  for (const id of new Set(input.ids)) {
    const paymentReference = references.get(id)?.trim() || null;
    if (required && !paymentReference) {
      results.push({ id, changed: false, error_msg: ADMIN_WITHDRAWAL_ERRORS.referenceRequired });
      continue;
    }
    try {
      const result = await decideWithdrawal(db, {
        withdrawalId: id,
        status: 'Success',
        remark: input.remark,
        paymentReference,
        adminId: input.adminId,
      });
      results.push({ id, changed: result.changed });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, changed: false, error_msg: error.errorMsg });
    }
  }
  return results;
}
