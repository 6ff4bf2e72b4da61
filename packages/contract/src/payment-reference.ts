import { z } from 'zod';

/*
 * The payment reference of a payout (docs/product/payment-proof.md#masking): the UPI UTR or bank
 * reference the operator records when approving a withdrawal. The member reads it in full on their
 * withdrawal; the public payment proof page shows it, and the member's userName, masked. Pure
 * functions, the same in the browser and on the server.
 */

export const PAYMENT_REFERENCE_MAX_LENGTH = 64;

export const PAYMENT_REFERENCE_ERRORS = {
  shape: 'A payment reference has only letters, digits and dashes.',
  tooLong: `A payment reference has at most ${PAYMENT_REFERENCE_MAX_LENGTH} characters.`,
  required: 'Please enter the payment reference (UPI UTR or bank reference) of this payout.',
  approvalOnly: 'A payment reference is recorded with an approval only.',
} as const;

/**
 * What the operator types: letters, digits and dashes, at most 64. Empty means "none" (the
 * server then refuses it only when the operator setting asks for a reference on approval).
 */
export const paymentReferenceSchema = z
  .string()
  .trim()
  .max(PAYMENT_REFERENCE_MAX_LENGTH, PAYMENT_REFERENCE_ERRORS.tooLong)
  .regex(/^[A-Za-z0-9-]*$/, PAYMENT_REFERENCE_ERRORS.shape);

const REFERENCE_DOT = '•';
/** Below this length the first and last two characters would give most of it away. */
const SHORTEST_PARTLY_SHOWN = 8;

/**
 * A reference as the public sees it: the first 2 and last 2 characters, the middle as dots
 * ('UTR123456789' → 'UT••••••••89'); a short one is all dots.
 */
export function maskPaymentReference(reference: string): string {
  const chars = Array.from(reference.trim());
  if (chars.length < SHORTEST_PARTLY_SHOWN) return REFERENCE_DOT.repeat(chars.length);
  const middle = REFERENCE_DOT.repeat(chars.length - 4);
  return `${chars.slice(0, 2).join('')}${middle}${chars.slice(-2).join('')}`;
}

/**
 * A userName as the public sees it: the first two letters, two stars, the last letter
 * ('demo' → 'de**o'), so neither the name nor its length shows; a name of 3 letters or fewer
 * keeps only its first ('abc' → 'a**').
 */
export function maskUserName(userName: string): string {
  const chars = Array.from(userName.trim());
  if (chars.length === 0) return '';
  if (chars.length <= 3) return `${chars[0]}**`;
  return `${chars.slice(0, 2).join('')}**${chars.at(-1)}`;
}
