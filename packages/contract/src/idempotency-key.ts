import { z } from 'zod';

/**
 * Ours (the spec is silent): a money call (withdraw, convert, campaign create) may carry a key
 * the client makes once per confirmation. A retry of that confirmation sends the same key and
 * gets the first answer instead of a second withdrawal, conversion or campaign.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** The header's name as the server reads it (Node lower-cases incoming header names). */
const HEADER_FIELD = IDEMPOTENCY_KEY_HEADER.toLowerCase() as Lowercase<
  typeof IDEMPOTENCY_KEY_HEADER
>;

export const IDEMPOTENCY_KEY_MIN_LENGTH = 8;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

export const IDEMPOTENCY_KEY_INVALID = `The ${IDEMPOTENCY_KEY_HEADER} header must be ${IDEMPOTENCY_KEY_MIN_LENGTH} to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters: letters, digits, '_', '-', ':' or '.'.`;
export const IDEMPOTENCY_KEY_REUSED = `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request. Send a new key with a new request.`;

export const idempotencyKeySchema = z
  .string()
  .regex(
    new RegExp(`^[A-Za-z0-9_\\-:.]{${IDEMPOTENCY_KEY_MIN_LENGTH},${IDEMPOTENCY_KEY_MAX_LENGTH}}$`),
    IDEMPOTENCY_KEY_INVALID,
  );

/**
 * The request headers of a call that accepts the key: optional (without it the call behaves as
 * it always did), other headers passed through untouched.
 */
export const idempotencyKeyHeadersSchema = z.looseObject({
  [HEADER_FIELD]: idempotencyKeySchema.optional(),
});

/** The key a request carries, once its headers passed idempotencyKeyHeadersSchema. */
export function idempotencyKeyOf(headers: Record<string, unknown>): string | undefined {
  const value = headers[HEADER_FIELD];
  return typeof value === 'string' ? value : undefined;
}
