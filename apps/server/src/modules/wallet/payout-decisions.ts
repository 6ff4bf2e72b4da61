import {
  ADMIN_WITHDRAWAL_ERRORS,
  type AdminBulkDecisionAnswer,
} from '@kamao/contract/admin/payouts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import {
  decideWithdrawal,
  type DecisionInput,
  type DecisionResult,
} from './withdrawal-decision.ts';

/**
 * The operator's decision on one withdrawal from the payout queue (withdrawal-decision.ts does
 * the money). The member reads the remark on their withdrawal card: a refusal must say why.
 */
export async function decideQueuedWithdrawal(
  db: Db,
  input: DecisionInput,
): Promise<DecisionResult> {
  if (input.status === 'Reject' && !input.remark) {
    throw badRequest(ADMIN_WITHDRAWAL_ERRORS.rejectNeedsRemark);
  }
  return decideWithdrawal(db, input);
}

/**
 * Approves many withdrawals, each once and in its own transaction, so one refused item does not
 * undo the others; each refusal is reported with its message, in the order the ids came.
 */
export async function approveWithdrawals(
  db: Db,
  input: { ids: string[]; remark: string | null; adminId: string },
): Promise<AdminBulkDecisionAnswer['results']> {
  const results: AdminBulkDecisionAnswer['results'] = [];
  for (const id of new Set(input.ids)) {
    try {
      const result = await decideWithdrawal(db, {
        withdrawalId: id,
        status: 'Success',
        remark: input.remark,
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
