import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  countInputSchema,
  encryptedPayloadSchema,
  errorAnswerSchema,
  objEnvelope,
  positiveRupeeInputSchema,
} from './api-envelope.ts';

const inner = z.strictObject({
  name: z.string().min(1, 'Name is required'),
  age: z.number(),
});
const envelope = objEnvelope(inner);

const issuesOf = (value: unknown) =>
  envelope.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('{obj} envelope', () => {
  it('takes the plain object', () => {
    expect(envelope.parse({ obj: { name: 'a', age: 3 } })).toEqual({ obj: { name: 'a', age: 3 } });
  });

  it('takes a sealed payload as text', () => {
    expect(envelope.parse({ obj: 'v1.AAAA_-.BBBB' })).toEqual({ obj: 'v1.AAAA_-.BBBB' });
  });

  it('reports a bad field at its own path, even a field of the wrong type', () => {
    expect(issuesOf({ obj: { name: '', age: 3 } })).toEqual([['obj.name', 'Name is required']]);
    expect(issuesOf({ obj: { name: 5, age: 3 } })?.[0]?.[0]).toBe('obj.name');
  });

  it('refuses unknown fields inside and outside obj', () => {
    expect(issuesOf({ obj: { name: 'a', age: 3, isAdmin: true } })?.[0]?.[0]).toBe('obj');
    expect(envelope.safeParse({ obj: { name: 'a', age: 3 }, extra: 1 }).success).toBe(false);
  });

  it('refuses text that is not a sealed payload, and a missing obj', () => {
    expect(issuesOf({ obj: 'hello' })).toEqual([['obj', 'Invalid encrypted payload']]);
    expect(issuesOf({})?.[0]?.[0]).toBe('obj');
    expect(envelope.safeParse(null).success).toBe(false);
  });

  it.each(['v1.abc.def', 'v1.A-_.b'])('recognises %s as sealed', (text) => {
    expect(encryptedPayloadSchema.safeParse(text).success).toBe(true);
  });

  it.each(['v2.abc.def', 'v1.abc', 'v1.ab+c.def', 'v1..def', ' v1.abc.def'])(
    'does not take %j as sealed',
    (text) => {
      expect(encryptedPayloadSchema.safeParse(text).success).toBe(false);
    },
  );
});

describe('error answers', () => {
  it('carry a text or a list of {msg}, and time_left when rate limited', () => {
    expect(errorAnswerSchema.parse({ error_msg: 'Invalid details' })).toEqual({
      error_msg: 'Invalid details',
    });
    expect(errorAnswerSchema.parse({ error_msg: [{ msg: 'a' }, { msg: 'b' }] }).error_msg).toEqual([
      { msg: 'a' },
      { msg: 'b' },
    ]);
    expect(errorAnswerSchema.parse({ error_msg: 'wait', time_left: 60_000 }).time_left).toBe(
      60_000,
    );
    expect(errorAnswerSchema.safeParse({ error_msg: 5 }).success).toBe(false);
  });
});

describe('amounts and counts typed by members', () => {
  it.each([
    [100, 100],
    ['100', 100],
    [' 12.345 ', 12.345],
    [0.5, 0.5],
  ])('reads the amount %j as %s', (input, value) => {
    expect(positiveRupeeInputSchema.parse(input)).toBe(value);
  });

  it.each([0, -1, '0', '-5', 'ten', '1e3', '1.2345', 0.0001, '', Number.NaN, Infinity, null])(
    'refuses the amount %j',
    (input) => {
      expect(positiveRupeeInputSchema.safeParse(input).success).toBe(false);
    },
  );

  it('reads counts as whole numbers', () => {
    expect(countInputSchema.parse('25')).toBe(25);
    expect(countInputSchema.parse(25)).toBe(25);
    expect(countInputSchema.safeParse(2.5).success).toBe(false);
    expect(countInputSchema.safeParse('2.5').success).toBe(false);
    expect(countInputSchema.safeParse(-1).success).toBe(false);
  });
});
