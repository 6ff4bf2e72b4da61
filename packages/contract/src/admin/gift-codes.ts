import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import { operatorRupeesSchema } from './wallet.ts';

/*
 * Gift codes for the operator (docs/product/gift-codes.md#operator): an amount, a total claim
 * limit, an expiry and the wallet it credits; each member claims a code once (the member side is in
 * api-routes.ts, giftCodeClaim). Amounts are rupees on the wire.
 */

export const adminGiftCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(3, 'The code needs at least 3 characters')
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only'),
  amount: operatorRupeesSchema,
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

export const giftCodeParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const adminGiftCodeAnswerSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** Rupees. */
  amount: z.number(),
  wallet: z.enum(['withdrawable', 'deposit']),
  maxClaims: z.number(),
  claimsCount: z.number(),
  /** ISO date-time; null: never expires. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminGiftCode = z.infer<typeof adminGiftCodeAnswerSchema>;

export const ADMIN_GIFT_CODE_ERRORS = {
  duplicate: 'A gift code with this code already exists.',
  notFound: 'No such gift code',
  belowClaims: 'The claim limit cannot be lower than the claims already made.',
} as const;

const giftCodeAnswer = z.object({ giftCode: adminGiftCodeAnswerSchema });

/** The console's Gift codes tab; every write is in the audit log. */
export const giftCodeAdminRoutes = {
  /** The 500 newest codes. */
  giftCodeList: {
    method: 'GET',
    path: '/api/admin/gift-codes',
    auth: 'admin',
    answer: z.object({ giftCodes: z.array(adminGiftCodeAnswerSchema) }),
  },
  /** 409 when a code differs from an existing one only in case (claims ignore case). */
  giftCodeCreate: {
    method: 'POST',
    path: '/api/admin/gift-codes',
    auth: 'admin',
    body: adminGiftCodeSchema,
    answer: giftCodeAnswer,
  },
  /** Ending a code is setting its expiry to now. */
  giftCodeUpdate: {
    method: 'PATCH',
    path: '/api/admin/gift-codes/:id',
    auth: 'admin',
    params: giftCodeParamsSchema,
    body: adminGiftCodeUpdateSchema,
    answer: giftCodeAnswer,
  },
} as const satisfies Record<string, ApiRoute>;
