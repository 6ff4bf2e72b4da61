import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import { BULK_DECISION_MAX, adminWithdrawalSchema, withdrawalParamsSchema } from './payouts.ts';

/*
 * Paying withdrawals through a provider's payout API (docs/product/withdraw.md): the operator
 * connects RazorpayX, Cashfree or the built-in demo provider, sends a withdrawal (or many), and
 * the provider's signed webhooks or the reconciliation job settle it. Secrets are write-only: the
 * console reads whether one is saved, never the secret.
 */

/** `manual`: no provider; every withdrawal is paid by hand from the queue or its CSV. */
export const PAYOUT_PROVIDER_CHOICES = ['manual', 'demo', 'razorpayx', 'cashfree'] as const;
export type PayoutProviderChoice = (typeof PAYOUT_PROVIDER_CHOICES)[number];

// A withdrawal's provider payout is part of the queue's row (payouts.ts), so its schema lives
// beside that row and is named here too.
export {
  PROVIDER_PAYOUT_STATES,
  withdrawalPayoutSchema,
  type ProviderPayoutState,
  type WithdrawalPayout,
} from './withdrawal-payout.ts';

/** The saved connection, secrets reduced to whether one is saved. Money in rupees. */
export const adminPayoutProviderSchema = z.object({
  provider: z.enum(PAYOUT_PROVIDER_CHOICES),
  /** The provider's API base (sandbox or live); '' for manual and demo. */
  baseUrl: z.string(),
  keyId: z.string(),
  keySecretSaved: z.boolean(),
  /** RazorpayX: the business account (RazorpayX lite or current account) payouts are paid from. */
  accountNumber: z.string(),
  /** RazorpayX signs webhooks with a secret of their own; Cashfree signs with the key secret. */
  webhookSecretSaved: z.boolean(),
  /** Cashfree: the public key for the payout signature when the server's address is not allow-listed. */
  publicKeySaved: z.boolean(),
  /** Most rupees paid through the provider in one Indian day; null: no cap. */
  dailyCap: z.number().nullable(),
  /** Send a withdrawal as soon as it is requested, when it is below autoPayBelow and not held. */
  autoPay: z.boolean(),
  autoPayBelow: z.number().nullable(),
  /** The full webhook URL to register at the provider; null for manual and demo. */
  webhookUrl: z.string().nullable(),
  /** Paid through the provider today (Indian day), in rupees, and whether the cap is reached. */
  paidToday: z.number(),
  capReached: z.boolean(),
});
export type AdminPayoutProvider = z.infer<typeof adminPayoutProviderSchema>;

const secret = z.string().trim().min(1).max(4096).optional();

/** A PUT without a secret keeps the saved one. */
export const adminPayoutProviderUpdateSchema = z.strictObject({
  provider: z.enum(PAYOUT_PROVIDER_CHOICES),
  baseUrl: z.string().trim().max(500).default(''),
  keyId: z.string().trim().max(200).default(''),
  keySecret: secret,
  accountNumber: z.string().trim().max(40).default(''),
  webhookSecret: secret,
  publicKey: secret,
  dailyCap: z.number().positive().max(100_000_000).nullable().default(null),
  autoPay: z.boolean().default(false),
  autoPayBelow: z.number().positive().max(100_000_000).nullable().default(null),
});
export type AdminPayoutProviderUpdate = z.input<typeof adminPayoutProviderUpdateSchema>;

/** Why a send or a provider setting is refused (409 for a send, 400 for a setting). */
export const PAYOUT_PROVIDER_ERRORS = {
  noProvider:
    'No payout provider is connected. Connect one in the provider settings, or pay this withdrawal by hand.',
  held: 'This withdrawal is held. Release it before sending it to the provider.',
  decided: 'This withdrawal has already been decided.',
  alreadySent: 'This withdrawal has already been sent to the provider.',
  methodNotPayable:
    'The provider cannot pay this withdrawal method. Pay it by hand from the queue.',
  belowOneRupee: 'The provider pays at least ₹1. Pay this withdrawal by hand from the queue.',
  /** A setting the chosen provider needs is missing; {what} names it. */
  missingSetting: (what: string) => `Please fill in ${what} to connect this provider.`,
  badBaseUrl: 'The base URL must be an http(s) address such as https://api.razorpay.com.',
  autoPayNeedsLimit: 'Set the amount below which withdrawals are paid automatically.',
} as const;

export const adminSendPayoutAnswerSchema = z.object({ withdrawal: adminWithdrawalSchema });

export const adminBulkPayoutSchema = z.strictObject({
  ids: z.array(z.string().trim().min(1).max(64)).min(1).max(BULK_DECISION_MAX),
});

export const adminBulkPayoutAnswerSchema = z.object({
  /** One per distinct id, in the order sent; error_msg says why one was not sent. */
  results: z.array(
    z.object({ id: z.string(), sent: z.boolean(), error_msg: z.string().optional() }),
  ),
});
export type AdminBulkPayoutAnswer = z.infer<typeof adminBulkPayoutAnswerSchema>;

/** The console's provider settings and its Send buttons on the payout queue. */
export const payoutProviderAdminRoutes = {
  payoutProviderGet: {
    method: 'GET',
    path: '/api/admin/payout-provider',
    auth: 'admin',
    answer: adminPayoutProviderSchema,
  },
  payoutProviderPut: {
    method: 'PUT',
    path: '/api/admin/payout-provider',
    auth: 'admin',
    body: adminPayoutProviderUpdateSchema,
    answer: adminPayoutProviderSchema,
  },
  /**
   * Sends one pending withdrawal to the connected provider. 409 when it is held, decided, already
   * sent and not failed, its method is one the provider cannot pay, or no provider is connected.
   */
  withdrawalSendPayout: {
    method: 'POST',
    path: '/api/admin/withdrawals/:id/payout',
    auth: 'admin',
    params: withdrawalParamsSchema,
    answer: adminSendPayoutAnswerSchema,
  },
  /** Sends each on its own: one refused does not stop the others. */
  withdrawalBulkPayout: {
    method: 'POST',
    path: '/api/admin/withdrawals/bulk-payout',
    auth: 'admin',
    body: adminBulkPayoutSchema,
    answer: adminBulkPayoutAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
