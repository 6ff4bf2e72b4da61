import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import { WITHDRAWAL_STATUSES } from '../constants.ts';
import { PAYMENT_REFERENCE_ERRORS, paymentReferenceSchema } from '../payment-reference.ts';
import { withdrawalPayoutSchema } from './withdrawal-payout.ts';

/*
 * The payout queue (docs/product/withdraw.md#operator-the-payout-queue): list and filter
 * withdrawals, read one with the member's earnings, decide it (Success pays out, Reject refunds;
 * both idempotent), approve many at once, and export the approved payouts as CSV. Money travels as
 * rupees with at most 3 decimals, times as ISO strings.
 */

export const WITHDRAWALS_PAGE_SIZE = 25;
/** At most this many withdrawals in one bulk approval. */
export const BULK_DECISION_MAX = 100;

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Use a real date')
  // Far years overflow the database's timestamp range; no withdrawal is that old or new.
  .refine((value) => value >= '2000-01-01' && value <= '2999-12-31', 'Use a date after 2000');

/** The queue's filters; `from` and `to` are Indian days, `to` included. */
export const adminWithdrawalsQuerySchema = z.object({
  status: z.enum([...WITHDRAWAL_STATUSES, 'all']).default('Pending'),
  method: z.string().trim().max(100).default(''),
  /** userName, e-mail or name of the member, case-insensitive. */
  member: z.string().trim().max(200).default(''),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminWithdrawalsQuery = z.input<typeof adminWithdrawalsQuerySchema>;

/**
 * The CSV export's filters: the queue's, all of them, and which payouts. `Success` (the default):
 * the approved ones, for the records. `Pending`: the ones waiting and not held, to pay by hand in
 * the bank's bulk tool; the operator fills in payment_reference and imports the file back.
 */
export const adminPayoutsCsvQuerySchema = adminWithdrawalsQuerySchema
  .omit({ status: true, page: true })
  .extend({ status: z.enum(['Success', 'Pending']).default('Success') });
export type AdminPayoutsCsvQuery = z.input<typeof adminPayoutsCsvQuerySchema>;

export const withdrawalParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const adminWithdrawalSchema = z.object({
  _id: z.string(),
  memberId: z.string(),
  userName: z.string(),
  /** The amount asked for, in rupees. */
  balance: z.number(),
  method: z.string(),
  accountInformation: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  remark: z.string().nullable(),
  time: z.string(),
  decidedAt: z.string().nullable(),
  decidedByUserName: z.string().nullable(),
  /** The UPI UTR or bank reference recorded with the approval; null when none was. */
  paymentReference: z.string().nullable(),
  /**
   * The member's risk score (0–100) and how many accounts are linked to them; the reasons and
   * the accounts are at GET /api/admin/members/:id/risk.
   */
  risk: z.object({ score: z.number().int(), linked: z.number().int() }),
  /**
   * Why and since when the withdrawal is held (a risk score at or above the rule, or the
   * operator's hold on a risk group); null when it is not. A held withdrawal reads Pending to
   * the member and cannot be approved until it is released; it can still be rejected.
   */
  hold: z.object({ reason: z.string(), at: z.string() }).nullable(),
  /** Its newest payout through a provider (payout-provider.ts); null when never sent to one. */
  payout: withdrawalPayoutSchema.nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

export const adminWithdrawalsPageSchema = z.object({
  withdrawals: z.array(adminWithdrawalSchema),
  total: z.number(),
  /** Sum of the amounts of every withdrawal the filters match (all pages), in rupees. */
  totalAmount: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminWithdrawalsPage = z.infer<typeof adminWithdrawalsPageSchema>;

/** What the operator reads before deciding: who asks, and what they earned from where. */
export const adminWithdrawalDetailsSchema = z.object({
  withdrawal: adminWithdrawalSchema,
  member: z.object({
    id: z.string(),
    userName: z.string(),
    name: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    status: z.enum(['active', 'banned']),
    joinedAt: z.string(),
    referrerUserName: z.string().nullable(),
    referrals: z.number(),
    withdrawable: z.number(),
    deposit: z.number(),
    /** Owed after chargebacks their balance could not cover (0: nothing). */
    debt: z.number(),
  }),
  /** Income by source (transfer kind) in the last 30 days and in all time, in rupees. */
  earnings: z.array(z.object({ source: z.string(), last30Days: z.number(), allTime: z.number() })),
  /** The member's other withdrawals, newest first (at most 10). */
  previousWithdrawals: z.array(adminWithdrawalSchema),
});
export type AdminWithdrawalDetails = z.infer<typeof adminWithdrawalDetailsSchema>;

const remarkSchema = z.string().trim().max(500).optional();

export const adminDecisionSchema = z.strictObject({
  status: z.enum(['Success', 'Reject']),
  remark: remarkSchema,
  /**
   * With Success only: the payout's UPI UTR or bank reference, which the member reads on their
   * withdrawal. Required when the wallet setting paymentReferenceRequired is on (400).
   */
  paymentReference: paymentReferenceSchema.optional(),
});
export type AdminDecision = z.input<typeof adminDecisionSchema>;

export const adminDecisionAnswerSchema = z.object({
  withdrawal: adminWithdrawalSchema,
  /** False when the withdrawal already had this outcome: a second click changes nothing. */
  changed: z.boolean(),
});
export type AdminDecisionAnswer = z.infer<typeof adminDecisionAnswerSchema>;

export const adminBulkDecisionSchema = z.strictObject({
  ids: z.array(z.string().trim().min(1).max(64)).min(1).max(BULK_DECISION_MAX),
  /** Bulk is for approving; a rejection needs a remark per withdrawal. */
  status: z.literal('Success'),
  remark: remarkSchema,
  /**
   * A reference per withdrawal (id → reference), for some or all of `ids`: each payout has its
   * own UTR. When the wallet setting paymentReferenceRequired is on, an id without one is not
   * approved and its result carries the error_msg; the others are approved.
   */
  paymentReferences: z
    .record(z.string().max(64), paymentReferenceSchema)
    .refine((references) => Object.keys(references).length <= BULK_DECISION_MAX, {
      message: `At most ${BULK_DECISION_MAX} references`,
    })
    .optional(),
});

export const adminBulkDecisionAnswerSchema = z.object({
  /** One per distinct id, in the order sent; error_msg says why one was not approved. */
  results: z.array(
    z.object({ id: z.string(), changed: z.boolean(), error_msg: z.string().optional() }),
  ),
});
export type AdminBulkDecisionAnswer = z.infer<typeof adminBulkDecisionAnswerSchema>;

export const ADMIN_WITHDRAWAL_ERRORS = {
  notFound: 'Withdrawal not found',
  alreadyDecided: 'This withdrawal has already been decided.',
  rejectNeedsRemark: 'Please write a remark for the member when rejecting a withdrawal.',
  referenceRequired: PAYMENT_REFERENCE_ERRORS.required,
  referenceWithApprovalOnly: PAYMENT_REFERENCE_ERRORS.approvalOnly,
  held: 'This withdrawal is held. Release it before approving it.',
  notHeld: 'This withdrawal is not held.',
  withProvider:
    'This withdrawal is with the payout provider. Its answer decides it; wait for it before deciding by hand.',
} as const;

/** Releasing a hold answers the withdrawal as it now stands. */
export const adminReleaseAnswerSchema = z.object({ withdrawal: adminWithdrawalSchema });

/** The console's Payouts tab; decisions are in the audit log. */
export const payoutAdminRoutes = {
  /** Pending ones oldest first (first come, first served), decided ones newest first. */
  withdrawalList: {
    method: 'GET',
    path: '/api/admin/withdrawals',
    auth: 'admin',
    query: adminWithdrawalsQuerySchema,
    answer: adminWithdrawalsPageSchema,
  },
  /**
   * The approved payouts, or the pending ones to pay, as CSV (text/csv, an attachment). The console
   * links to it (pathOf and the query string) for the browser to download rather than fetching
   * JSON, so its answer is the file's text.
   */
  payoutsCsv: {
    method: 'GET',
    path: '/api/admin/withdrawals/payouts.csv',
    auth: 'admin',
    query: adminPayoutsCsvQuerySchema,
    answer: z.string(),
  },
  withdrawalDetails: {
    method: 'GET',
    path: '/api/admin/withdrawals/:id',
    auth: 'admin',
    params: withdrawalParamsSchema,
    answer: adminWithdrawalDetailsSchema,
  },
  /**
   * A Reject needs a remark (400); the opposite of a decision already made is 409. A Success
   * without a payment reference is 400 while the operator requires one; a Success on a held
   * withdrawal is 409 until it is released.
   */
  withdrawalDecide: {
    method: 'POST',
    path: '/api/admin/withdrawals/:id/decision',
    auth: 'admin',
    params: withdrawalParamsSchema,
    body: adminDecisionSchema,
    answer: adminDecisionAnswerSchema,
  },
  /**
   * Releases a held withdrawal so it can be approved (409 when it is not held, or no longer
   * pending).
   */
  withdrawalRelease: {
    method: 'POST',
    path: '/api/admin/withdrawals/:id/release',
    auth: 'admin',
    params: withdrawalParamsSchema,
    answer: adminReleaseAnswerSchema,
  },
  /** Approves each in its own transaction: one refused does not undo the others. */
  withdrawalBulkDecide: {
    method: 'POST',
    path: '/api/admin/withdrawals/bulk-decision',
    auth: 'admin',
    body: adminBulkDecisionSchema,
    answer: adminBulkDecisionAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
