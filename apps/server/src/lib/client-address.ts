import { createHmac } from 'node:crypto';

/**
 * A keyed hash standing in for a client address wherever we count per address (signups per
 * day, visitors): the raw address is never stored.
 */
export function addressHash(key: string, address: string): string {
  return createHmac('sha256', key).update(`address:${address}`).digest('base64url');
}
