import { randomBytes } from 'node:crypto';

/**
 * A 24-hex-character record id: 4 bytes of seconds since the epoch, then 8 random bytes. Ids
 * therefore sort roughly by creation, and look like the order numbers members know (the order
 * number is the record id in upper case: docs/product/common.md#order-numbers).
 */
export function newId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(seconds >>> 0);
  return head.toString('hex') + randomBytes(8).toString('hex');
}
