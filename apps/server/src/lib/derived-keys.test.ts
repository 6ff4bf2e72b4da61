import { describe, expect, it } from 'vitest';
import { deriveKeys, type KeyPurpose } from './derived-keys.ts';
import { readSignedValue, signValue } from './signed-value.ts';

const SECRET = 'a-server-secret-of-at-least-16';

describe('derived keys', () => {
  it('gives every purpose a key of its own, 32 bytes, the same on every process', () => {
    const keys = deriveKeys(SECRET);
    const values = Object.values(keys);
    expect(values.length).toBeGreaterThanOrEqual(6);
    expect(new Set(values).size).toBe(values.length);
    for (const key of values) expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(deriveKeys(SECRET)).toEqual(keys);
    // Neither the secret nor anything simply made from it.
    expect(values).not.toContain(SECRET);
  });

  it('gives other keys for another secret', () => {
    const one = deriveKeys(SECRET);
    const other = deriveKeys(`${SECRET}!`);
    for (const purpose of Object.keys(one) as KeyPurpose[]) {
      expect(other[purpose]).not.toBe(one[purpose]);
    }
  });

  it('refuses a value signed for one purpose under every other', () => {
    const keys = deriveKeys(SECRET);
    const purposes = Object.keys(keys) as KeyPurpose[];
    for (const signedFor of purposes) {
      const sealed = signValue(keys[signedFor], 'device-1', 60_000);
      for (const readAs of purposes) {
        const read = readSignedValue<string>(keys[readAs], sealed);
        expect(read, `${signedFor} read as ${readAs}`).toBe(
          readAs === signedFor ? 'device-1' : undefined,
        );
      }
    }
  });
});
