import { BASIS_POINTS_PER_UNIT, type ConversionDirection } from '@kamao/contract/constants';
import type { DbOrTx } from '../../db/client.ts';
import type { EarningPolicy } from '../../ledger/earn.ts';
import type { SettingsCopy } from './settings-copy.ts';
import { readSetting, writeSetting } from './settings-store.ts';

/**
 * The operator's rates for the wallet pages, typed, with the spec's defaults (settings-store.ts):
 * the referral rate that ledger/earn.ts is given to pay and the balance converter's charge per
 * direction.
 */
const CONVERSION_CHARGE_KEYS = {
  depositToWithdraw: 'conversion_charge_deposit_to_withdraw_bp',
  withdrawToDeposit: 'conversion_charge_withdraw_to_deposit_bp',
} as const satisfies Record<ConversionDirection, string>;

export const getReferralRateBp = (db: DbOrTx) => readSetting(db, 'referral_rate_bp');
export const setReferralRateBp = (db: DbOrTx, bp: number) =>
  writeSetting(db, 'referral_rate_bp', bp);

/** What earn() needs from the operator's settings, read inside the earning's transaction. */
export async function readEarningPolicy(db: DbOrTx): Promise<EarningPolicy> {
  // One after the other: inside a transaction there is one connection.
  const referralRateBp = await getReferralRateBp(db);
  const linkedReferralIncome = await readSetting(db, 'risk_linked_referral_income');
  return { referralRateBp, linkedReferralIncome };
}

/** The referral rate as the wire carries it: a fraction (0.1 is 10 %). */
export async function referralRateFraction(db: DbOrTx): Promise<number> {
  return (await getReferralRateBp(db)) / Number(BASIS_POINTS_PER_UNIT);
}

export const getConversionChargeBp = (db: DbOrTx, direction: ConversionDirection) =>
  readSetting(db, CONVERSION_CHARGE_KEYS[direction]);
/** The same from the process's copy: a conversion's charge costs no read of its own. */
export const copiedConversionChargeBp = (settings: SettingsCopy, direction: ConversionDirection) =>
  settings.read(CONVERSION_CHARGE_KEYS[direction]);
export const setConversionChargeBp = (db: DbOrTx, direction: ConversionDirection, bp: number) =>
  writeSetting(db, CONVERSION_CHARGE_KEYS[direction], bp);

/**
 * The charge on a conversion of amountMilli at bp basis points, rounded half up to the
 * milli-rupee: the same rounding as the contract's conversionChargeMilli (which the client uses
 * with the spec's default rates), so both agree while the operator keeps the defaults.
 */
export function chargeAt(amountMilli: bigint, bp: number): bigint {
  if (amountMilli <= 0n) return 0n;
  return (amountMilli * BigInt(bp) * 2n + BASIS_POINTS_PER_UNIT) / (2n * BASIS_POINTS_PER_UNIT);
}
