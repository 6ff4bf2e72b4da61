import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { adminFooterSettingsSchema, DEFAULT_FOOTER_SETTINGS } from '@kamao/contract/admin/content';
import type { DbOrTx } from '../../db/client.ts';
import { publishEvent } from '../../db/domain-events.ts';
import { settings } from '../../db/schema/index.ts';
import { dropSettingCopies } from './copies-in-process.ts';

declare module '../../db/domain-events.ts' {
  interface DomainEventMap {
    /** An operator setting was written: every process drops its copy (settings-copy.ts). */
    'settings.changed': { key: SettingKey };
  }
}

/**
 * Operator settings with their types and defaults. Rates are basis points (1 % = 100) so that
 * money arithmetic stays on integers.
 */
export const SETTING_SCHEMAS = {
  referral_rate_bp: z.number().int().min(0).max(10_000),
  conversion_charge_deposit_to_withdraw_bp: z.number().int().min(0).max(10_000),
  conversion_charge_withdraw_to_deposit_bp: z.number().int().min(0).max(10_000),
  // Pay-to-click (modules/ptc): the viewer's share of a view's price, the fewest views a
  // campaign may buy, and the ad-network snippets of the ad pages (operator HTML).
  ptc_member_share_bp: z.number().int().min(1).max(10_000),
  ptc_minimum_total_views: z.number().int().min(1).max(1_000_000_000),
  ptc_waiting_page_snippet: z.string().max(20_000),
  ptc_verification_page_snippet: z.string().max(20_000),
  // Tic Tac Toe rooms with an entry fee (modules/games); null until the operator decides.
  games_paid_rooms: z.boolean().nullable(),
  // Payouts (modules/wallet): an approval must carry the UPI UTR or bank reference.
  payment_reference_required: z.boolean(),
  // The footer's rating, review link and social links (modules/site); '' = not set.
  footer: adminFooterSettingsSchema,
  // Whether /api/openapi.json and /api/docs answer everyone in production (modules/api-docs).
  api_docs_public: z.boolean(),
  // Risk (modules/risk): accounts a browser may make, referral income between linked accounts,
  // what a VPN or proxy at sign-up or a claim does, the score that holds withdrawals, and how
  // long signals are kept.
  risk_max_accounts_per_device: z.number().int().min(1).max(100),
  risk_linked_referral_income: z.boolean(),
  risk_vpn_policy: z.enum(['allow', 'flag', 'refuse']),
  risk_hold_above_score: z.number().int().min(1).max(101),
  risk_signal_retention_days: z.number().int().min(1).max(3650),
  // Campaign review (modules/advertiser): whether a member's new campaign waits for an operator
  // (null: yes in production, no elsewhere), and hosts a campaign may not send viewers to.
  campaign_review_required: z.boolean().nullable(),
  campaign_blocked_hosts: z.array(z.string().trim().toLowerCase().min(1).max(253)).max(1000),
  // The version of the operator-HTML cleaning rules the stored HTML was last cleaned by
  // (modules/site/stored-html-pass.ts); 0: stored before HTML was cleaned on save.
  operator_html_cleaned: z.number().int().min(0),
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTING_SCHEMAS)[K]>;

export const SETTING_DEFAULTS: { [K in SettingKey]: SettingValue<K> } = {
  referral_rate_bp: 1000,
  conversion_charge_deposit_to_withdraw_bp: 500, // 5 % (docs/product/converter.md)
  conversion_charge_withdraw_to_deposit_bp: 0,
  ptc_member_share_bp: 5000,
  ptc_minimum_total_views: 100,
  ptc_waiting_page_snippet: '',
  ptc_verification_page_snippet: '',
  games_paid_rooms: null,
  payment_reference_required: false,
  footer: DEFAULT_FOOTER_SETTINGS,
  api_docs_public: false,
  risk_max_accounts_per_device: 2,
  risk_linked_referral_income: false,
  risk_vpn_policy: 'flag',
  risk_hold_above_score: 70,
  risk_signal_retention_days: 180,
  campaign_review_required: null,
  campaign_blocked_hosts: [],
  operator_html_cleaned: 0,
};

export async function readSetting<K extends SettingKey>(
  db: DbOrTx,
  key: K,
): Promise<SettingValue<K>> {
  const rows = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  const parsed = SETTING_SCHEMAS[key].safeParse(rows[0]?.value);
  return (parsed.success ? parsed.data : SETTING_DEFAULTS[key]) as SettingValue<K>;
}

export async function writeSetting<K extends SettingKey>(
  db: DbOrTx,
  key: K,
  value: SettingValue<K>,
): Promise<void> {
  const checked = SETTING_SCHEMAS[key].parse(value);
  await db
    .insert(settings)
    .values({ key, value: checked })
    .onConflictDoUpdate({ target: settings.key, set: { value: checked, updatedAt: sql`now()` } });
  // With the write's transaction, the notice leaves on commit; this process drops its copy now,
  // so the writer's next call never reads the old value.
  await publishEvent(db, { type: 'settings.changed', key });
  dropSettingCopies(key);
}
