import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import { EARNING_SOURCES } from '../api-dashboard.ts';
import { WITHDRAWAL_STATUSES } from '../constants.ts';
import { idempotencyKeySchema } from '../idempotency-key.ts';
import { positiveRupeeAmountSchema } from '../money.ts';
import { memberRiskSchema } from './risk.ts';

/*
 * Members for the operator: find them (userName, e-mail, name or mobile; case-insensitive),
 * see their balances, ban (with a reason) and unban them, adjust a balance by hand. Amounts are rupees on the wire (money.ts); times are
 * ISO date-times.
 */

export const adminMembersQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminMemberParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const MEMBER_STATUSES = ['active', 'banned'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** One row of the member list. */
export const adminMemberSchema = z.object({
  id: z.string(),
  userName: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: z.enum(['member', 'admin']),
  status: z.enum(MEMBER_STATUSES),
  createdAt: z.string(),
  referrerUserName: z.string().nullable(),
  withdrawable: z.number(),
  deposit: z.number(),
  /** What the member owes after chargebacks their balance could not cover (0: nothing). */
  debt: z.number(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

/** One page of members, newest first. */
export const adminMembersPageSchema = z.object({
  members: z.array(adminMemberSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminMembersPage = z.infer<typeof adminMembersPageSchema>;

/** A ban by hand names its reason: kept on the member, shown on their page and in the audit log. */
export const adminMemberBanSchema = z.strictObject({
  reason: z.string().trim().min(3, 'Write the reason for the ban').max(500),
});
export type AdminMemberBan = z.infer<typeof adminMemberBanSchema>;

/** Ban and unban answer the member's new state; `changed` is false when it already was so. */
export const adminMemberStatusAnswerSchema = z.object({
  member: z.object({ id: z.string(), userName: z.string(), status: z.enum(MEMBER_STATUSES) }),
  changed: z.boolean(),
});
export type AdminMemberStatusAnswer = z.infer<typeof adminMemberStatusAnswerSchema>;

/**
 * The member page: who they are and their balances (the list's row), what they earned from each
 * source, their latest withdrawals, the browsers they used, and their risk. Amounts in rupees.
 */
export const adminMemberDetailSchema = z.object({
  member: adminMemberSchema,
  /** Why the member is banned, as the operator wrote it; null when not banned. */
  banReason: z.string().nullable(),
  earningsBySource: z.array(z.object({ source: z.enum(EARNING_SOURCES), amount: z.number() })),
  /** The newest first, at most 50; `held` ones read Pending to the member. */
  withdrawals: z.array(
    z.object({
      _id: z.string(),
      balance: z.number(),
      method: z.string(),
      status: z.enum(WITHDRAWAL_STATUSES),
      held: z.boolean(),
      time: z.string(),
    }),
  ),
  /** Browsers by their device id (shortened), with how many accounts each was used by. */
  devices: z.array(
    z.object({
      device: z.string(),
      firstSeenAt: z.string(),
      lastSeenAt: z.string(),
      accounts: z.number().int(),
    }),
  ),
  risk: memberRiskSchema,
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/** The refusals of a ban (shown as they are). */
export const ADMIN_BAN_ERRORS = {
  self: 'You cannot ban your own account.',
  admin: 'An administrator cannot be banned.',
  notFound: 'No such member',
} as const;

/** The largest single adjustment by hand, in rupees: a typo of zeros is refused. */
export const ADMIN_ADJUSTMENT_MAX_RUPEES = 100_000;

/** The refusals of an adjustment (shown as they are). */
export const ADMIN_ADJUSTMENT_ERRORS = {
  keyRequired:
    'An adjustment needs an Idempotency-Key header, made once per confirmation, so a retry never moves money twice.',
  tooLarge: `One adjustment moves at most ₹${ADMIN_ADJUSTMENT_MAX_RUPEES.toLocaleString('en-IN')}.`,
  /** A debit larger than the wallet: adjustments never make a debt. */
  overBalance: (wallet: string, balance: string) =>
    `The member's ${wallet} wallet holds ${balance}: a debit cannot take more, and an adjustment never makes a debt.`,
  admin: "An administrator's balance is not adjusted here.",
} as const;

/**
 * A credit or debit of one of the member's wallets by the operator, with the reason the member's
 * page and the audit log keep. Moves money through the ledger against the adjustments account.
 */
export const adminBalanceAdjustmentSchema = z.strictObject({
  wallet: z.enum(['withdrawable', 'deposit']),
  direction: z.enum(['credit', 'debit']),
  amount: positiveRupeeAmountSchema.refine((v) => v <= ADMIN_ADJUSTMENT_MAX_RUPEES, {
    message: ADMIN_ADJUSTMENT_ERRORS.tooLarge,
  }),
  reason: z.string().trim().min(3, 'Write the reason for the adjustment').max(500),
});
export type AdminBalanceAdjustment = z.infer<typeof adminBalanceAdjustmentSchema>;

/** The adjustment's key is required: a retried click must find the first adjustment. */
export const adminAdjustmentHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string({ error: ADMIN_ADJUSTMENT_ERRORS.keyRequired })
    .pipe(idempotencyKeySchema),
});

/** The member's balances after the adjustment; `replayed` when the key had been used already. */
export const adminBalanceAdjustmentAnswerSchema = z.object({
  withdrawable: z.number(),
  deposit: z.number(),
  replayed: z.boolean(),
});
export type AdminBalanceAdjustmentAnswer = z.infer<typeof adminBalanceAdjustmentAnswerSchema>;

/** The console's Members tab; ban, unban and adjustments are in the audit log. */
export const memberAdminRoutes = {
  memberList: {
    method: 'GET',
    path: '/api/admin/members',
    auth: 'admin',
    query: adminMembersQuerySchema,
    answer: adminMembersPageSchema,
  },
  memberDetail: {
    method: 'GET',
    path: '/api/admin/members/:id',
    auth: 'admin',
    params: adminMemberParamsSchema,
    answer: adminMemberDetailSchema,
  },
  /**
   * Ends the member's sessions and sockets at once, with the reason; an administrator cannot be
   * banned.
   */
  memberBan: {
    method: 'POST',
    path: '/api/admin/members/:id/ban',
    auth: 'admin',
    params: adminMemberParamsSchema,
    body: adminMemberBanSchema,
    answer: adminMemberStatusAnswerSchema,
  },
  /** The member logs in afresh: sessions from before the ban stay ended. */
  memberUnban: {
    method: 'POST',
    path: '/api/admin/members/:id/unban',
    auth: 'admin',
    params: adminMemberParamsSchema,
    answer: adminMemberStatusAnswerSchema,
  },
  /** Credits or debits a wallet by hand, once per Idempotency-Key; never below zero. */
  memberAdjustBalance: {
    method: 'POST',
    path: '/api/admin/members/:id/adjustments',
    auth: 'admin',
    params: adminMemberParamsSchema,
    headers: adminAdjustmentHeadersSchema,
    body: adminBalanceAdjustmentSchema,
    answer: adminBalanceAdjustmentAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
