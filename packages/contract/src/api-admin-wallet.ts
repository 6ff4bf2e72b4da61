import { z } from 'zod';
import { WITHDRAWAL_STATUSES } from './constants.ts';

/**
 * The operator's side of the wallet (issue 4): the payout queue, withdrawal methods, gift codes
 * and the wallet rates. Admin session required (see api-admin.ts); money travels as rupees with
 * at most 3 decimals, like the member API.
 */
export const adminWalletPaths = {
  /** ?status=Pending|Success|Reject|all &method= &member= &from=&to= (YYYY-MM-DD, India) &page= */
  withdrawals: '/api/admin/withdrawals',
  withdrawal: (id: string) => `/api/admin/withdrawals/${encodeURIComponent(id)}`,
  decision: (id: string) => `/api/admin/withdrawals/${encodeURIComponent(id)}/decision`,
  bulkDecision: '/api/admin/withdrawals/bulk-decision',
  /** The approved payouts as CSV for the payment provider; same filters, status Success. */
  payoutsCsv: '/api/admin/withdrawals/payouts.csv',
  withdrawalMethods: '/api/admin/withdrawal-methods',
  withdrawalMethod: (id: string) => `/api/admin/withdrawal-methods/${encodeURIComponent(id)}`,
  giftCodes: '/api/admin/gift-codes',
  giftCode: (id: string) => `/api/admin/gift-codes/${encodeURIComponent(id)}`,
  walletSettings: '/api/admin/wallet-settings',
} as const;

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

export interface AdminWithdrawal {
  _id: string;
  memberId: string;
  userName: string;
  /** The amount asked for, in rupees. */
  balance: number;
  method: string;
  accountInformation: string;
  status: string;
  remark: string | null;
  time: string;
  decidedAt: string | null;
  decidedByUserName: string | null;
}

export interface AdminWithdrawalsPage {
  withdrawals: AdminWithdrawal[];
  total: number;
  /** Sum of the amounts of every withdrawal the filters match (all pages), in rupees. */
  totalAmount: number;
  page: number;
  pageSize: number;
}

/** What the operator reads before deciding: who asks, and what they earned from where. */
export interface AdminWithdrawalDetails {
  withdrawal: AdminWithdrawal;
  member: {
    id: string;
    userName: string;
    name: string;
    email: string;
    mobile: string | null;
    status: 'active' | 'banned';
    joinedAt: string;
    referrerUserName: string | null;
    referrals: number;
    withdrawable: number;
    deposit: number;
    /** Owed after chargebacks their balance could not cover (0: nothing). */
    debt: number;
  };
  /** Income by source (transfer kind) in the last 30 days and in all time, in rupees. */
  earnings: { source: string; last30Days: number; allTime: number }[];
  /** The member's other withdrawals, newest first (at most 10). */
  previousWithdrawals: AdminWithdrawal[];
}

const remarkSchema = z.string().trim().max(500).optional();

export const adminDecisionSchema = z.strictObject({
  status: z.enum(['Success', 'Reject']),
  remark: remarkSchema,
});
export type AdminDecision = z.input<typeof adminDecisionSchema>;

export interface AdminDecisionAnswer {
  withdrawal: AdminWithdrawal;
  /** False when the withdrawal already had this outcome: a second click changes nothing. */
  changed: boolean;
}

export const adminBulkDecisionSchema = z.strictObject({
  ids: z.array(z.string().trim().min(1).max(64)).min(1).max(BULK_DECISION_MAX),
  /** Bulk is for approving; a rejection needs a remark per withdrawal. */
  status: z.literal('Success'),
  remark: remarkSchema,
});

export interface AdminBulkDecisionAnswer {
  results: { id: string; changed: boolean; error_msg?: string }[];
}

export const ADMIN_WITHDRAWAL_ERRORS = {
  notFound: 'Withdrawal not found',
  alreadyDecided: 'This withdrawal has already been decided.',
  rejectNeedsRemark: 'Please write a remark for the member when rejecting a withdrawal.',
} as const;

// ---- Withdrawal methods ----

const rupeesField = z.coerce
  .number({ error: 'Enter an amount in rupees' })
  .finite()
  .positive('The amount must be more than 0')
  .max(10_000_000)
  .refine((n) => Math.round(n * 1000) === n * 1000, 'Use at most 3 decimals');

export const adminWithdrawalMethodSchema = z.strictObject({
  name: z.string().trim().min(1, 'The name is required').max(100),
  details: z.string().trim().max(500).default(''),
  minimumAmount: rupeesField,
  enabled: z.boolean().default(true),
  position: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type AdminWithdrawalMethodInput = z.input<typeof adminWithdrawalMethodSchema>;

export interface AdminWithdrawalMethod {
  id: string;
  name: string;
  details: string;
  minimumAmount: number;
  enabled: boolean;
  position: number;
  /** Members who have this method bound in their profile. */
  boundMembers: number;
}

export const ADMIN_METHOD_ERRORS = {
  duplicate: 'A withdrawal method with this name already exists.',
  notFound: 'No such withdrawal method',
} as const;

// ---- Gift codes ----

export const adminGiftCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(3, 'The code needs at least 3 characters')
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only'),
  amount: rupeesField,
  maxClaims: z.coerce.number().int().min(1, 'At least 1 claim').max(10_000_000),
  /** ISO time; null or absent: never expires. */
  expiresAt: z.iso.datetime({ offset: true }).nullish(),
  wallet: z.enum(['withdrawable', 'deposit']).default('withdrawable'),
});
export type AdminGiftCodeInput = z.input<typeof adminGiftCodeSchema>;

/** What can change on a code after members may have claimed it. */
export const adminGiftCodeUpdateSchema = z.strictObject({
  maxClaims: z.coerce.number().int().min(1).max(10_000_000).optional(),
  expiresAt: z.iso.datetime({ offset: true }).nullish(),
});

export interface AdminGiftCode {
  id: string;
  code: string;
  amount: number;
  wallet: 'withdrawable' | 'deposit';
  maxClaims: number;
  claimsCount: number;
  expiresAt: string | null;
  createdAt: string;
}

export const ADMIN_GIFT_CODE_ERRORS = {
  duplicate: 'A gift code with this code already exists.',
  notFound: 'No such gift code',
  belowClaims: 'The claim limit cannot be lower than the claims already made.',
} as const;

// ---- Rates ----

const basisPoints = z.coerce.number().int().min(0).max(10_000);

/** Rates in basis points (1 % = 100): integers, so money arithmetic stays exact. */
export const adminWalletSettingsSchema = z.strictObject({
  referralRateBp: basisPoints,
  conversionChargeDepositToWithdrawBp: basisPoints,
  conversionChargeWithdrawToDepositBp: basisPoints,
});
export type AdminWalletSettings = z.output<typeof adminWalletSettingsSchema>;
