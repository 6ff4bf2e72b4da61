import { EARNING_SOURCES, type EarningSource } from '@kamao/contract/api-dashboard';

/**
 * Sources that pay the referrer a share (ads, short links and task walls:
 * docs/product/referrals.md#referral-income).
 */
export const REFERRAL_BEARING_SOURCES: readonly EarningSource[] = [
  'ptc_ads',
  'click_short_link',
  'offerWall',
];

/**
 * Transfer kinds. The earning sources are the spec's dashboard keys
 * (docs/product/dashboard.md#calls-and-fields, user_month_records.earningSources), written once in
 * the contract; the rest name every other movement (docs/design.md#money-and-the-ledger).
 */
export const TRANSFER_KINDS = [
  ...EARNING_SOURCES,
  'gift_code',
  'withdrawal_hold',
  'withdrawal_payout',
  'withdrawal_refund',
  'withdrawal_remainder', // a provider pays whole paise: a withdrawal's fraction of a paisa goes back
  'withdrawal_reversal', // a paid payout the provider reversed later: paid out → member withdrawable
  'conversion',
  'conversion_fee',
  'campaign_budget',
  'campaign_refund',
  'campaign_fee', // the platform's margin of a paid view: price minus the viewer's reward
  'entry_fee',
  'prize',
  'entry_refund',
  'game_commission', // the house's share of a match's fees: both fees minus the prize
  'offerwall_chargeback',
  'debt_recorded', // the part of a chargeback the member's balance could not cover
  'debt_repayment', // the part of a later earning that settled that debt
  'referral_takeback', // referral income taken back by the operator (referral-takeback.ts)
  'grant',
  'adjustment',
  'manual_adjustment', // a wallet credited or debited by the operator, with a reason
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export const MEMBER_WALLETS = ['withdrawable', 'deposit'] as const;
export type MemberWallet = (typeof MEMBER_WALLETS)[number];
/**
 * A member's accounts: the two wallets, and `debt` (ledger/debt.ts), what the member owes after
 * a chargeback larger than their balance. Opened on first need; like the wallets it never goes
 * below zero: its balance is the amount owed.
 */
export type MemberAccountKind = MemberWallet | 'debt';

/** System accounts; their balances are derived from transfers and may go negative. */
export const SYSTEM_ACCOUNTS = [
  'rewards', // pays earnings and referral income
  'fees', // receives conversion and other fees
  'pending_payouts', // withdrawals waiting for the operator
  'paid_out', // withdrawals the operator marked Success
  'game_escrow', // entry fees held until a match settles
  'campaign_budgets', // advertisers' campaign budgets not yet spent
  'gift_codes', // funds gift-code bonuses
  'grants', // operator and demo grants
  'receivables', // what members owe (minus their debt accounts: the two always sum to zero)
  'adjustments', // the other side of the operator's credits and debits by hand
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

export type AccountRef = { member: string; wallet: MemberAccountKind } | { system: SystemAccount };

export const memberWallet = (member: string, wallet: MemberWallet): AccountRef => ({
  member,
  wallet,
});
export const systemAccount = (system: SystemAccount): AccountRef => ({ system });
export const memberDebt = (member: string): AccountRef => ({ member, wallet: 'debt' });
