import { z } from 'zod';
import { htmlSchema, msgAnswer } from './api-envelope.ts';
import { rupeeAmountSchema } from './money.ts';
import { PAYOUT_METHOD_KINDS } from './payout-account.ts';
import { emailSchema, mobileNumberSchema, passwordSchema } from './validation.ts';
import { FIELD_TEXTS } from './validation-texts.ts';

/** The profile and account settings pages (docs/product/accounts.md#profile, #calls-and-fields). */

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

// ---- Profile (docs/product/accounts.md#profile) ----

/** A method the operator offers, from the server's list. */
export const withdrawalMethodSchema = z.object({
  withdrawalMethod_name: z.string(),
  withdrawalMethod_details: htmlSchema,
  withdrawalMethod_minimumAmount: rupeeAmountSchema,
  /**
   * Ours: the shape the account must have (payout-account.ts); the page checks it as typed. An
   * answer without it (an older server) reads as "other": the page leaves the check to the server.
   */
  withdrawalMethod_kind: z.enum(PAYOUT_METHOD_KINDS).default('other'),
});

export const profileAnswerSchema = msgAnswer(
  z.object({
    // Empty text until the member fills the form.
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip_code: z.string(),
    mobile_number: z.string(),
    withdrawal_method: z.string(),
    withdrawal_account_information: z.string(),
    available_balance: rupeeAmountSchema,
    other_data_withdrawalMethodArray: z.array(withdrawalMethodSchema),
  }),
);

/**
 * All eight fields are required; the method must be one of the server's
 * (docs/product/accounts.md#profile).
 */
export const profilePayloadSchema = z.strictObject({
  name: requiredText('Name', 100),
  address: requiredText('Address', 300),
  city: requiredText('City', 100),
  state: requiredText('State', 100),
  zip_code: z
    .union([z.number().int().nonnegative().transform(String), z.string()])
    .pipe(requiredText('Zip code', 12)),
  mobile_number: mobileNumberSchema,
  withdrawal_method: requiredText('Withdrawal method', 100),
  withdrawal_account_information: requiredText('Withdrawal account', 300),
});
export type ProfilePayload = z.input<typeof profilePayloadSchema>;

// ---- Account settings (docs/product/accounts.md#calls-and-fields) ----

export const settingsAnswerSchema = msgAnswer(
  z.object({ email_address: z.string(), available_balance: rupeeAmountSchema }),
);

/** A password change: the current password, and the new one within the password rules. */
export const passwordChangePayloadSchema = z.strictObject({
  currentPassword_state: z.string().min(1, FIELD_TEXTS.currentPasswordRequired).max(256),
  newPassword_state: passwordSchema,
});

/** An e-mail change: the new address (a verification link goes to it). */
export const emailChangePayloadSchema = z.strictObject({ email_address: emailSchema });

export const settingsPayloadSchema = z.union([
  passwordChangePayloadSchema,
  emailChangePayloadSchema,
]);
export type SettingsPayload = z.input<typeof settingsPayloadSchema>;
