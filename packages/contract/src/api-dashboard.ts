import { z } from 'zod';
import { htmlSchema, msgAnswer, timeSchema } from './api-envelope.ts';
import { rupeeAmountSchema } from './money.ts';

/** The member dashboard (docs/product/dashboard.md). */

/**
 * The five earning sources, in the order of the dashboard's tiles; also the ledger's transfer
 * kinds for those earnings (docs/design.md#money-and-the-ledger).
 */
export const EARNING_SOURCES = [
  'ptc_ads',
  'click_short_link',
  'offerWall',
  'referral_income',
  'bettingGames',
] as const;
export type EarningSource = (typeof EARNING_SOURCES)[number];

/** The months as the server names them in month records ('November 2026'). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const incomeSchema = z.object({ income: rupeeAmountSchema });

export const monthRecordSchema = z.object({
  /** The month the record is for, also the key of its daily rows. */
  monthName: z.string(),
  earningSources: z.object({
    ptc_ads: incomeSchema,
    click_short_link: incomeSchema,
    offerWall: incomeSchema,
    referral_income: incomeSchema,
    bettingGames: incomeSchema,
  }),
});

export const dateRecordSchema = z.object({
  monthName: z.string(),
  date: z.string(),
  self_earnings: rupeeAmountSchema,
  referral_earnings: rupeeAmountSchema,
  Total_earnings: rupeeAmountSchema,
});

export const announcementSchema = z.object({
  announcementTime: timeSchema,
  announcementMessage: htmlSchema,
});

export const dashboardAnswerSchema = msgAnswer(
  z.object({
    userEmail: z.string(),
    userAvailableBalance: rupeeAmountSchema,
    /**
     * Ours, beside the spec's fields: what the member owes after a chargeback (an offer wall
     * taking a reward back) that their balance could not cover; their next earnings settle it
     * first. 0 when they owe nothing.
     */
    userDebtAmount: rupeeAmountSchema.optional(),
    /** Newest month first: the page selects the first record at load. */
    user_month_records: z.array(monthRecordSchema),
    /** Daily rows, newest first. */
    user_date_records: z.array(dateRecordSchema),
    other_data_announcementsArray: z.array(announcementSchema),
  }),
);
export type DashboardData = z.infer<typeof dashboardAnswerSchema>['msg'];
