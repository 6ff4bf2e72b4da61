import { describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_INVALID,
  idempotencyKeyHeadersSchema,
  idempotencyKeyOf,
} from './idempotency-key.ts';

describe('the Idempotency-Key header', () => {
  it('is optional and leaves the other headers alone', () => {
    const headers = { cookie: 'sid=x', 'content-type': 'application/json' };
    expect(idempotencyKeyHeadersSchema.parse(headers)).toEqual(headers);
    expect(idempotencyKeyOf(headers)).toBeUndefined();
  });

  it('accepts 8 to 100 letters, digits, _ - : and . (a UUID among them)', () => {
    for (const key of [
      crypto.randomUUID(),
      'abcdefgh',
      `aZ09_-:.${'k'.repeat(92)}`,
      '0123456789abcdef0123456789abcdef',
    ]) {
      const parsed = idempotencyKeyHeadersSchema.parse({ 'idempotency-key': key });
      expect(idempotencyKeyOf(parsed)).toBe(key);
    }
  });

  it('refuses anything else with its own text', () => {
    for (const key of ['', 'short12', 'k'.repeat(101), 'with space', 'a,b,c,d,e', 'ключ-ключ']) {
      const result = idempotencyKeyHeadersSchema.safeParse({ 'idempotency-key': key });
      expect(result.success, key).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(IDEMPOTENCY_KEY_INVALID);
    }
  });
});
