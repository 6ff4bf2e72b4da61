// The settings module's public face: other modules import operator settings from here only.
export { readSetting, writeSetting, type SettingKey, type SettingValue } from './settings-store.ts';
export {
  chargeAt,
  copiedConversionChargeBp,
  getConversionChargeBp,
  getReferralRateBp,
  readEarningPolicy,
  referralRateFraction,
  setConversionChargeBp,
  setReferralRateBp,
} from './rates.ts';
export { SettingsCopy } from './settings-copy.ts';
