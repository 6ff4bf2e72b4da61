import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants.ts';
import { emailSchema, mobileNumberSchema, passwordSchema } from './validation.ts';
import { FIELD_TEXTS } from './validation-texts.ts';

/**
 * Sign-up, login, Google sign-in, forgotten and reset passwords, e-mail verification
 * (docs/product/accounts.md). Request payloads are strict: an unknown field is refused.
 */

/**
 * The captcha's answer, when the form has one (login and signup). The spec does not
 * show where it travels; ours is this optional field, and the server decides whether to require
 * it (CAPTCHA_PROVIDER).
 */
/** The human-verification answer of the form (ALTCHA payload or provider token). */
export const captchaTokenSchema = z.string().max(8192).optional();

/** A single-use token from an e-mailed link. */
const linkTokenSchema = z.string().trim().min(1).max(512);

/** A query flag as the browser sends it. */
const queryFlagSchema = z.enum(['true', 'false']).optional();

// ---- Login (docs/product/accounts.md#login) ----

export const loginPayloadSchema = z.strictObject({
  /**
   * An e-mail or a userName, trimmed; the client strips dots before sending
   * (docs/product/accounts.md#account-switching).
   */
  email_userName: z.string().trim().min(1, FIELD_TEXTS.identifierRequired).max(EMAIL_MAX_LENGTH),
  /** Not length-checked beyond a cap: the rules of the day may be newer than the password. */
  password: z.string().min(1, FIELD_TEXTS.passwordRequired).max(256),
  loginRemember_state: z.boolean().default(false),
  captcha_token: captchaTokenSchema,
});
export type LoginPayload = z.input<typeof loginPayloadSchema>;

export const loginAnswerSchema = z.object({ msg: z.string() });

// ---- Signup (docs/product/accounts.md#signup) ----

export const signupPayloadSchema = z.strictObject({
  name: z.string().trim().min(1, FIELD_TEXTS.nameRequired).max(100),
  /** A JSON number in the spec's client; text accepted too. */
  mobile_number: mobileNumberSchema,
  email_address: emailSchema,
  password: passwordSchema,
  /** The referrer's userName, only on the referral signup route (/signup/ref/{id}). */
  refer_by: z.string().trim().min(1).max(64).optional(),
  captcha_token: captchaTokenSchema,
});
export type SignupPayload = z.input<typeof signupPayloadSchema>;

/** The field user signals success (docs/product/accounts.md#calls-and-fields). */
export const signupAnswerSchema = z.object({
  user: z.object({ userName: z.string() }),
  msg: z.string().optional(),
});

// ---- Google sign-in (docs/product/accounts.md#google-sign-in) ----

export const googleSignInQuerySchema = z.object({
  userEmail: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
  google_code: z.string().min(1).max(4096),
  /** Sent by a login attempt. */
  userAlreadyHaveAccount_state: queryFlagSchema,
  /** Sent by a referred signup attempt: the referrer's userName. */
  referral_id_signup: z.string().trim().min(1).max(64).optional(),
});

export const googleSignInAnswerSchema = z.object({ msg: z.string() });

// ---- Forgot password (docs/product/accounts.md#forgot-password) ----

export const forgotPasswordPayloadSchema = z.strictObject({ email: emailSchema });

/** success, msg and, when rate limited, time_left in milliseconds. */
export const forgotPasswordAnswerSchema = z.object({
  success: z.boolean(),
  msg: z.string(),
  time_left: z.number().optional(),
});

// ---- Reset password (docs/product/accounts.md#password-reset-page) ----

export const verifyResetTokenQuerySchema = z.object({ token: linkTokenSchema });

export const resetPasswordPayloadSchema = z.strictObject({
  password: passwordSchema,
  token: linkTokenSchema,
});

/** The three verify/reset calls answer success with msg, error_msg or message. */
export const linkResultAnswerSchema = z.object({
  success: z.boolean(),
  msg: z.string().optional(),
  error_msg: z.string().optional(),
  message: z.string().optional(),
});

// ---- E-mail verification (docs/product/accounts.md#e-mail-verification-page) ----

export const verifyResetEmailTokenQuerySchema = z.object({
  token: linkTokenSchema,
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
});

// ---- Logout (an ok flag, docs/product/accounts.md#logout) ----

export const logoutAnswerSchema = z.object({ ok: z.boolean() });
