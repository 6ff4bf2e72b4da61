import type { AdminWalletSettings } from '@kamao/contract/admin/wallet';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  getConversionChargeBp,
  getReferralRateBp,
  readSetting,
  setConversionChargeBp,
  setReferralRateBp,
  writeSetting,
} from '../settings/index.ts';

/**
 * The wallet's settings as the operator sets them
 * (docs/product/converter.md#directions-and-charges): the referral rate and the conversion charge
 * per direction, in basis points; and whether an approved payout must carry its payment reference.
 */
export async function readWalletSettings(db: DbOrTx): Promise<AdminWalletSettings> {
  const [referralRateBp, depositToWithdraw, withdrawToDeposit, paymentReferenceRequired] =
    await Promise.all([
      getReferralRateBp(db),
      getConversionChargeBp(db, 'depositToWithdraw'),
      getConversionChargeBp(db, 'withdrawToDeposit'),
      isPaymentReferenceRequired(db),
    ]);
  return {
    referralRateBp,
    conversionChargeDepositToWithdrawBp: depositToWithdraw,
    conversionChargeWithdrawToDepositBp: withdrawToDeposit,
    paymentReferenceRequired,
  };
}

/** Whether approving a payout needs its UPI UTR or bank reference (off until the operator says). */
export const isPaymentReferenceRequired = (db: DbOrTx) =>
  readSetting(db, 'payment_reference_required');

/**
 * Saves the settings together: a member never sees half of a change. A setting left out
 * (paymentReferenceRequired) keeps its value.
 */
export async function saveWalletSettings(
  db: Db,
  settings: Omit<AdminWalletSettings, 'paymentReferenceRequired'> & {
    paymentReferenceRequired?: boolean | undefined;
  },
): Promise<void> {
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
    if (settings.paymentReferenceRequired !== undefined) {
      await writeSetting(tx, 'payment_reference_required', settings.paymentReferenceRequired);
    }
  });
}
