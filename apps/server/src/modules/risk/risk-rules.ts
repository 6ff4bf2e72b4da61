import type { RiskRules } from '@kamao/contract/admin/risk';
import type { DbOrTx } from '../../db/client.ts';
import { readSetting, writeSetting } from '../settings/index.ts';

/** The operator's risk rules, each an operator setting with its default (settings-store.ts). */
export async function readRiskRules(db: DbOrTx): Promise<RiskRules> {
  const [maxAccountsPerDevice, linkedReferralIncome, vpnPolicy, holdAboveScore] = await Promise.all(
    [
      readSetting(db, 'risk_max_accounts_per_device'),
      readSetting(db, 'risk_linked_referral_income'),
      readSetting(db, 'risk_vpn_policy'),
      readSetting(db, 'risk_hold_above_score'),
    ],
  );
  return { maxAccountsPerDevice, linkedReferralIncome, vpnPolicy, holdAboveScore };
}

/** Saves the rules given; a rule left out keeps its value. */
export async function writeRiskRules(db: DbOrTx, rules: Partial<RiskRules>): Promise<void> {
  if (rules.maxAccountsPerDevice !== undefined) {
    await writeSetting(db, 'risk_max_accounts_per_device', rules.maxAccountsPerDevice);
  }
  if (rules.linkedReferralIncome !== undefined) {
    await writeSetting(db, 'risk_linked_referral_income', rules.linkedReferralIncome);
  }
  if (rules.vpnPolicy !== undefined) await writeSetting(db, 'risk_vpn_policy', rules.vpnPolicy);
  if (rules.holdAboveScore !== undefined) {
    await writeSetting(db, 'risk_hold_above_score', rules.holdAboveScore);
  }
}
