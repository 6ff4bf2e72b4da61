import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of the payload with the secret, in the encoding the provider sends. */
export function hmacSha256(secret: string, payload: Buffer | string, encoding: 'hex' | 'base64') {
  return createHmac('sha256', secret).update(payload).digest(encoding);
}

/** Compares a received signature with the expected one in constant time. */
export function signaturesMatch(received: string, expected: string): boolean {
  const a = Buffer.from(received);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A stable id for an event whose provider gives it none: the same news gives the same id. */
export function derivedEventId(prefix: string, ...parts: string[]): string {
  return `${prefix}_${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 32)}`;
}
