import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants.ts';
import { emailSchema, mobileNumberSchema, passwordSchema } from './validation.ts';
import { FIELD_TEXTS } from './validation-texts.ts';

/**
 * Sign-up, login, Google sign-in, forgotten and reset passwords, e-mail verification
 * (spec part 1 §3, §4, §5, §7). Request payloads are strict: an unknown field is refused.
 */

/**
 * The captcha's answer, when the form has one (login and signup, part 1 §2). The spec does not
 * show where it travels; ours is this optional field, and the server decides whether to require
 * it (CAPTCHA_PROVIDER).
 */
/** The human-verification answer of the form (ALTCHA payload or provider token). */
export const captchaTokenSchema = z.string().max(8192).optional();

/** A single-use token from an e-mailed link. */
const linkTokenSchema = z.string().trim().min(1).max(512);

/** A query flag as the browser sends it. */
const queryFlagSchema = z.enum(['true', 'false']).optional();

// ---- Login (part 1 §3 "Login payload", §5) ----

export const loginPayloadSchema = z.strictObject({
  /** An e-mail or a userName, trimmed; the client strips dots before sending (part 1 §5). */
  email_userName: z.string().trim().min(1, FIELD_TEXTS.identifierRequired).max(EMAIL_MAX_LENGTH),
  /** Not length-checked beyond a cap: the rules of the day may be newer than the password. */
  password: z.string().min(1, FIELD_TEXTS.passwordRequired).max(256),
  loginRemember_state: z.boolean().default(false),
  captcha_token: captchaTokenSchema,
});
export type LoginPayload = z.input<typeof loginPayloadSchema>;

export const loginAnswerSchema = z.object({ msg: z.string() });

// ---- Signup (part 1 §3 "Signup payload", §5) ----

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

/** "Field user signals success" (part 1 §7). */
export const signupAnswerSchema = z.object({
  user: z.object({ userName: z.string() }),
  msg: z.string().optional(),
});

// ---- Google sign-in (part 1 §4, §7) ----

export const googleSignInQuerySchema = z.object({
  userEmail: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
  google_code: z.string().min(1).max(4096),
  /** Sent by a login attempt. */
  userAlreadyHaveAccount_state: queryFlagSchema,
  /** Sent by a referred signup attempt: the referrer's userName. */
  referral_id_signup: z.string().trim().min(1).max(64).optional(),
});

export const googleSignInAnswerSchema = z.object({ msg: z.string() });

// ---- Forgot password (part 1 §3, §4, §8) ----

export const forgotPasswordPayloadSchema = z.strictObject({ email: emailSchema });

/** success, msg and, when rate limited, time_left in milliseconds (part 1 §4). */
export const forgotPasswordAnswerSchema = z.object({
  success: z.boolean(),
  msg: z.string(),
  time_left: z.number().optional(),
});

// ---- Reset password (part 1 §2 "Password reset page", §7) ----

export const verifyResetTokenQuerySchema = z.object({ token: linkTokenSchema });

export const resetPasswordPayloadSchema = z.strictObject({
  password: passwordSchema,
  token: linkTokenSchema,
});

/** The three verify/reset calls answer success with msg, error_msg or message (part 1 §7). */
export const linkResultAnswerSchema = z.object({
  success: z.boolean(),
  msg: z.string().optional(),
  error_msg: z.string().optional(),
  message: z.string().optional(),
});

// ---- E-mail verification (part 1 §2 "E-mail verification page", §7) ----

export const verifyResetEmailTokenQuerySchema = z.object({
  token: linkTokenSchema,
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
});

// ---- Logout (part 1 §7: "ok flag") ----

export const logoutAnswerSchema = z.object({ ok: z.boolean() });
