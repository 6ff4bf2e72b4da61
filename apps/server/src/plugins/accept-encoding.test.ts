import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './accept-encoding.ts';

describe('the encoding an answer is sent in', () => {
  it('is Brotli when the browser takes it, gzip when only that, none otherwise', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('follows the weights the client gives, refusals and wildcards included', () => {
    expect(preferredEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('BR;Q=0.8')).toBe('br');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0.1, br;q=0')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeUndefined();
  });
});
