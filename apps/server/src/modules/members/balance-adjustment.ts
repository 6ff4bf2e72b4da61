import {
  ADMIN_ADJUSTMENT_ERRORS,
  ADMIN_BAN_ERRORS,
  type AdminBalanceAdjustment,
  type AdminBalanceAdjustmentAnswer,
} from '@kamao/contract/admin/members';
import { formatRupees, milliToRupees, rupeesToMilli } from '@kamao/contract/money';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { InsufficientFundsError } from '../../ledger/errors.ts';
import { memberWallet, systemAccount } from '../../ledger/kinds.ts';
import { postMovement, type Leg } from '../../ledger/post-movement.ts';
import { inTransaction } from '../../ledger/transaction.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { auditRowIn } from '../admin/index.ts';

/** The audit log's name of an adjustment. */
export const ADJUSTMENT_AUDIT_ACTION = 'member.adjust';

/**
 * Credits or debits one of a member's wallets on the operator's word, against the adjustments
 * account, with the audit row in the same transaction: both are there or neither. The client's
 * key makes the ledger key, so a retry (even one running at the same moment) moves nothing and
 * writes no second row. A debit larger than the wallet is refused: an adjustment never makes a
 * debt (a chargeback's debt is the ledger's own, ledger/debt.ts).
 */
export async function adjustBalance(
  db: Db,
  request: { memberId: string; adminId: string; key: string; adjustment: AdminBalanceAdjustment },
): Promise<AdminBalanceAdjustmentAnswer> {
  const { memberId, adminId, key, adjustment: a } = request;
  const [member] = await db
    .select({ userName: users.userName, role: users.role })
    .from(users)
    .where(and(eq(users.id, memberId), isNull(users.deletedAt)));
  if (!member) throw notFound(ADMIN_BAN_ERRORS.notFound);
  if (member.role !== 'member') throw badRequest(ADMIN_ADJUSTMENT_ERRORS.admin);

  const wallet = memberWallet(memberId, a.wallet);
  const other = systemAccount('adjustments');
  const leg: Leg = {
    kind: 'manual_adjustment',
    from: a.direction === 'credit' ? other : wallet,
    to: a.direction === 'credit' ? wallet : other,
    amount: rupeesToMilli(a.amount),
    key: `manual_adjustment:${memberId}:${key}`,
    memberId,
    metadata: { reason: a.reason, adminId, direction: a.direction },
  };
  let replayed: boolean;
  try {
    replayed = await inTransaction(db, async (tx) => {
      const movement = await postMovement(tx, [leg]);
      if (!movement.replayed) {
        await auditRowIn(tx, {
          adminId,
          action: ADJUSTMENT_AUDIT_ACTION,
          target: memberId,
          details: { userName: member.userName, ...a },
        });
      }
      return movement.replayed;
    });
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error;
    const held = (await getMemberBalances(db, memberId))[a.wallet];
    throw badRequest(ADMIN_ADJUSTMENT_ERRORS.overBalance(a.wallet, formatRupees(held)));
  }
  const balances = await getMemberBalances(db, memberId);
  return {
    withdrawable: milliToRupees(balances.withdrawable),
    deposit: milliToRupees(balances.deposit),
    replayed,
  };
}
