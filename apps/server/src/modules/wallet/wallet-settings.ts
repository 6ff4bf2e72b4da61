import type { AdminWalletSettings } from '@kamao/contract/admin/wallet';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  getConversionChargeBp,
  getReferralRateBp,
  setConversionChargeBp,
  setReferralRateBp,
} from '../settings/index.ts';

/**
 * The wallet's rates as the operator sets them (issue 4 "Operator settings"): the referral rate
 * and the conversion charge per direction, in basis points.
 */
export async function readWalletSettings(db: DbOrTx): Promise<AdminWalletSettings> {
  const [referralRateBp, depositToWithdraw, withdrawToDeposit] = await Promise.all([
    getReferralRateBp(db),
    getConversionChargeBp(db, 'depositToWithdraw'),
    getConversionChargeBp(db, 'withdrawToDeposit'),
  ]);
  return {
    referralRateBp,
    conversionChargeDepositToWithdrawBp: depositToWithdraw,
    conversionChargeWithdrawToDepositBp: withdrawToDeposit,
  };
}

/** Saves the three rates together: a member never sees half of a change. */
export async function saveWalletSettings(db: Db, settings: AdminWalletSettings): Promise<void> {
  await db.transaction(async (tx) => {
    await setReferralRateBp(tx, settings.referralRateBp);
    await setConversionChargeBp(
      tx,
      'depositToWithdraw',
      settings.conversionChargeDepositToWithdrawBp,
    );
    await setConversionChargeBp(
      tx,
      'withdrawToDeposit',
      settings.conversionChargeWithdrawToDepositBp,
    );
  });
}
