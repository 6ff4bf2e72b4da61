import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';

/*
 * The operator's money view (docs/product/operator-console.md#money): what the site owes its
 * members now, what it paid them today and this month, and where money came from per Indian day
 * over the last 30 days. Every figure is read from the ledger; money travels as rupees with at
 * most 3 decimals, days as YYYY-MM-DD in India (Asia/Kolkata).
 */

/** How many Indian days the daily figures cover, today included. */
export const FINANCE_DAYS = 30;

/**
 * Members' income by source: the ledger's earning kinds (the dashboard's earning sources and gift
 * codes), in the order the console shows them.
 */
export const INCOME_SOURCES = [
  'ptc_ads',
  'click_short_link',
  'offerWall',
  'referral_income',
  'bettingGames',
  'gift_code',
] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

/**
 * The house's own income: the fees account's credits (a game's rake, the conversion charge and
 * the margin of an advertiser's paid view).
 */
export const HOUSE_SOURCES = ['game_commission', 'conversion_fee', 'campaign_fee'] as const;
export type HouseSource = (typeof HOUSE_SOURCES)[number];

/** What each source is called in the console and in the CSV's header. */
export const FINANCE_SOURCE_LABELS: Record<IncomeSource | HouseSource, string> = {
  ptc_ads: 'PTC ads',
  click_short_link: 'Short links',
  offerWall: 'Task walls',
  referral_income: 'Referrals',
  bettingGames: 'Game winnings',
  gift_code: 'Gift codes',
  game_commission: 'Game fees',
  conversion_fee: 'Conversion fees',
  campaign_fee: 'Ad margin',
};

/** A withdrawal paid by the operator by hand carries no provider: it reads as this one. */
export const MANUAL_PAYOUT = 'manual';

const rupees = z.number();
const incomeFigures = z.object(
  Object.fromEntries(INCOME_SOURCES.map((source) => [source, rupees])) as Record<
    IncomeSource,
    typeof rupees
  >,
);
const houseFigures = z.object(
  Object.fromEntries(HOUSE_SOURCES.map((source) => [source, rupees])) as Record<
    HouseSource,
    typeof rupees
  >,
);

const paidGroup = z.object({ name: z.string(), count: z.number().int(), total: rupees });

/** Withdrawals paid over a period (the withdrawal_payout movements), by method and provider. */
const paidPeriodSchema = z.object({
  count: z.number().int(),
  total: rupees,
  /** Largest total first. */
  byMethod: z.array(paidGroup),
  /** `manual` for withdrawals the operator paid by hand; largest total first. */
  byProvider: z.array(paidGroup),
});
export type PaidPeriod = z.infer<typeof paidPeriodSchema>;

export const financeDaySchema = z.object({
  day: z.string(),
  income: incomeFigures,
  incomeTotal: rupees,
  house: houseFigures,
  houseTotal: rupees,
  /** Withdrawals paid out that day. */
  paid: rupees,
});
export type FinanceDay = z.infer<typeof financeDaySchema>;

export const financeSchema = z.object({
  /** Today in India, by the database clock; the last of `days`. */
  today: z.string(),
  owed: z.object({
    /** Sum of members' withdrawable wallets. */
    withdrawable: rupees,
    /** Sum of members' deposit wallets. */
    deposit: rupees,
    /** Withdrawals asked for and not yet paid or refunded (the pending payouts account). */
    pendingWithdrawals: z.object({ count: z.number().int(), total: rupees }),
    /** Withdrawable plus deposit plus pending withdrawals. */
    total: rupees,
  }),
  /** What members owe the site after chargebacks larger than their balance. */
  debts: z.object({ members: z.number().int(), total: rupees }),
  paid: z.object({ today: paidPeriodSchema, month: paidPeriodSchema }),
  /** The last FINANCE_DAYS Indian days, oldest first, every day present (zeros when quiet). */
  days: z.array(financeDaySchema),
  /** The sums of `days`. */
  totals: financeDaySchema.omit({ day: true }),
});
export type Finance = z.infer<typeof financeSchema>;

/** The console's Money tab. */
export const financeAdminRoutes = {
  finance: {
    method: 'GET',
    path: '/api/admin/finance',
    auth: 'admin',
    answer: financeSchema,
  },
  /**
   * The daily figures as CSV (text/csv, an attachment), one row per Indian day, oldest first.
   * The console links to it for the browser to download, so its answer is the file's text.
   */
  financeCsv: {
    method: 'GET',
    path: '/api/admin/finance/daily.csv',
    auth: 'admin',
    answer: z.string(),
  },
} as const satisfies Record<string, ApiRoute>;
