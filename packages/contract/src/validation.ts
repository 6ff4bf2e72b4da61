import { z } from 'zod';

/** Shared field rules with the spec's texts, used by client forms and server alike. */
export const MOBILE_NUMBER_MESSAGE = 'Please enter a valid 10-digit Indian mobile number';
export const PASSWORD_LENGTH_MESSAGE = 'Password must be at least 8 characters long.';

export const mobileNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{10}$/, MOBILE_NUMBER_MESSAGE);

export const passwordSchema = z
  .string()
  .min(8, PASSWORD_LENGTH_MESSAGE)
  .max(128, 'Password must be at most 128 characters long.');

export const emailSchema = z.string().trim().max(254).email('Please enter a valid email address.');

/**
 * The identity of an e-mail address: trimmed, lower case, dots removed from the local part
 * (DESIGN.md "Accounts and sessions"; the spec's client strips dots the same way).
 */
export function canonicalEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed.replaceAll('.', '');
  return trimmed.slice(0, at).replaceAll('.', '') + trimmed.slice(at);
}

/** The userName derived from an e-mail: its canonical local part. */
export function userNameFromEmail(email: string): string {
  const canonical = canonicalEmail(email);
  const at = canonical.lastIndexOf('@');
  return at < 0 ? canonical : canonical.slice(0, at);
}
