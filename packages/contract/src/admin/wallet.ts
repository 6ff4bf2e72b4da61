import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import { PAYOUT_METHOD_KINDS } from '../payout-account.ts';

/*
 * What the wallet pages offer, set by the operator
 * (docs/product/converter.md#directions-and-charges, docs/product/withdraw.md#minimums): the
 * withdrawal methods members bind with their minimums, and the referral and conversion rates. Money
 * travels as rupees with at most 3 decimals, like the member API. Gift codes are in gift-codes.ts,
 * the payout queue in payouts.ts.
 */

/** An amount the operator types, in rupees (a minimum, a gift code's value). */
export const operatorRupeesSchema = z.coerce
  .number({ error: 'Enter an amount in rupees' })
  .finite()
  .positive('The amount must be more than 0')
  .max(10_000_000)
  .refine((n) => Math.round(n * 1000) === n * 1000, 'Use at most 3 decimals');

// ---- Withdrawal methods ----

export const adminWithdrawalMethodSchema = z.strictObject({
  name: z.string().trim().min(1, 'The name is required').max(100),
  details: z.string().trim().max(500).default(''),
  /** Which shape members' accounts must have; a method saved without one takes any text. */
  kind: z.enum(PAYOUT_METHOD_KINDS).default('other'),
  minimumAmount: operatorRupeesSchema,
  enabled: z.boolean().default(true),
  position: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type AdminWithdrawalMethodInput = z.input<typeof adminWithdrawalMethodSchema>;

export const withdrawalMethodParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const adminWithdrawalMethodAnswerSchema = z.object({
  id: z.string(),
  name: z.string(),
  details: z.string(),
  kind: z.enum(PAYOUT_METHOD_KINDS),
  /** Rupees. */
  minimumAmount: z.number(),
  enabled: z.boolean(),
  position: z.number(),
  /** Members who have this method bound in their profile. */
  boundMembers: z.number(),
});
export type AdminWithdrawalMethod = z.infer<typeof adminWithdrawalMethodAnswerSchema>;

export const ADMIN_METHOD_ERRORS = {
  duplicate: 'A withdrawal method with this name already exists.',
  notFound: 'No such withdrawal method',
} as const;

// ---- Rates ----

const basisPoints = z.coerce.number().int().min(0).max(10_000);

/**
 * Rates in basis points (1 % = 100): integers, so money arithmetic stays exact. With
 * paymentReferenceRequired on, approving a payout needs its UPI UTR or bank reference; left
 * out, the setting stays as it is.
 */
export const adminWalletSettingsSchema = z.strictObject({
  referralRateBp: basisPoints,
  conversionChargeDepositToWithdrawBp: basisPoints,
  conversionChargeWithdrawToDepositBp: basisPoints,
  paymentReferenceRequired: z.boolean().optional(),
});

export const adminWalletSettingsAnswerSchema = z.object({
  settings: z.object({
    referralRateBp: z.number(),
    conversionChargeDepositToWithdrawBp: z.number(),
    conversionChargeWithdrawToDepositBp: z.number(),
    paymentReferenceRequired: z.boolean(),
  }),
});
export type AdminWalletSettings = z.infer<typeof adminWalletSettingsAnswerSchema>['settings'];

const methodAnswer = z.object({ method: adminWithdrawalMethodAnswerSchema });

/** The console's Withdrawal methods and Wallet rates tabs; every write is in the audit log. */
export const walletAdminRoutes = {
  /** Every method, offered or not, by position then name. */
  withdrawalMethodList: {
    method: 'GET',
    path: '/api/admin/withdrawal-methods',
    auth: 'admin',
    answer: z.object({ methods: z.array(adminWithdrawalMethodAnswerSchema) }),
  },
  /** 409 when a method has the name already. */
  withdrawalMethodCreate: {
    method: 'POST',
    path: '/api/admin/withdrawal-methods',
    auth: 'admin',
    body: adminWithdrawalMethodSchema,
    answer: methodAnswer,
  },
  /** A rename carries the members who bound the method along (they bind it by name). */
  withdrawalMethodUpdate: {
    method: 'PATCH',
    path: '/api/admin/withdrawal-methods/:id',
    auth: 'admin',
    params: withdrawalMethodParamsSchema,
    body: adminWithdrawalMethodSchema,
    answer: methodAnswer,
  },
  walletSettings: {
    method: 'GET',
    path: '/api/admin/wallet-settings',
    auth: 'admin',
    answer: adminWalletSettingsAnswerSchema,
  },
  walletSettingsUpdate: {
    method: 'PUT',
    path: '/api/admin/wallet-settings',
    auth: 'admin',
    body: adminWalletSettingsSchema,
    answer: adminWalletSettingsAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
