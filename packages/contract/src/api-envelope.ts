import { z } from 'zod';
import { rupeeAmountSchema } from './money.ts';

/**
 * The wire conventions every route shares (docs/design.md#the-api-and-its-contract): payloads
 * wrapped as {obj}, that may arrive sealed; answers under msg; errors as {error_msg, time_left?}.
 */

/**
 * A sealed payload: 'v1.<iv>.<ciphertext>', both base64url (AES-256-GCM, key = the server's
 * PAYLOAD_KEY). The server opens it before validation; the schema only admits its shape.
 */
export const encryptedPayloadSchema = z
  .string()
  .max(200_000)
  .regex(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'Invalid encrypted payload');

/**
 * Each sealable field and the plain schema it wraps: the transform hides both alternatives, so
 * the published API document (the server's api-docs module) reads them from here.
 */
export const sealedForms = new WeakMap<object, z.ZodType>();

/**
 * A field that carries either the plain value or its sealed form: in effect
 * z.union([schema, encryptedPayloadSchema]), but dispatched on the input's type so a failing
 * object reports its own issues at their paths ('obj.mobile_number: Please enter a valid ...')
 * instead of zod's bare 'Invalid input' for a union where no option matched.
 */
export function sealable<T extends z.ZodType>(
  schema: T,
): z.ZodType<z.output<T> | string, z.input<T> | string> {
  const dispatched = z.unknown().transform((value, ctx) => {
    const result =
      typeof value === 'string' ? encryptedPayloadSchema.safeParse(value) : schema.safeParse(value);
    if (result.success) return result.data;
    // The issues are already complete; the enclosing object prefixes their paths with its key.
    ctx.issues.push(...(result.error.issues as typeof ctx.issues));
    return z.NEVER;
  });
  sealedForms.set(dispatched, schema);
  // The transform's declared input is unknown; state what it really accepts, for callers' types.
  return dispatched as unknown as z.ZodType<z.output<T> | string, z.input<T> | string>;
}

/** `{obj: …}`, the spec's wrapper, plain or sealed (docs/product/common.md#sealed-payloads). */
export function objEnvelope<T extends z.ZodType>(schema: T) {
  return z.strictObject({ obj: sealable(schema) });
}

/** An answer whose data sits under msg, as most of the spec's answers do. */
export function msgAnswer<T extends z.ZodType>(msg: T) {
  return z.object({ msg });
}

/** For answers a later issue will specify: something under msg. */
export const looseAnswerSchema = z.object({ msg: z.unknown() });

/**
 * Every 4xx: error_msg is a text, or a list of {msg} (signup validation); time_left
 * (milliseconds) when rate limited (forgot password, e-mail change).
 */
export const errorAnswerSchema = z.object({
  error_msg: z.union([z.string(), z.array(z.object({ msg: z.string() }))]),
  time_left: z.number().optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

// ---- Field shapes used across routes ----

/** A record id as the spec's `_id`: opaque text. */
export const idSchema = z.string().trim().min(1).max(64);

/** A point in time on the wire: ISO 8601 text ('2025-01-31T18:30:00.000Z'). */
export const timeSchema = z.string();

/** Operator-written HTML (instructions, FAQ answers, legal pages); the client sanitises it. */
export const htmlSchema = z.string();

/** A count (views, clicks, members): a whole number, never negative. */
export const countSchema = z.number().int().nonnegative();

/**
 * A rupee amount typed by a member: the spec's digits-only boxes may reach the wire as a number
 * or as its text, so both are accepted; the parsed value is a number with at most 3 decimals.
 */
export const rupeeInputSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,13}(\.\d{1,3})?$/)
      .transform(Number),
  ])
  .pipe(rupeeAmountSchema);

/** A member-typed amount that must be above zero. */
export const positiveRupeeInputSchema = rupeeInputSchema.refine((value) => value > 0, {
  message: 'Amount must be positive',
});

/** A count typed by a member (total views, daily limit): a whole number or its digits. */
export const countInputSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,12}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER));
