import { describe, expect, it } from 'vitest';
import { siteOrigins } from './site-origins.ts';

describe('the origins of the site’s own pages', () => {
  it('are PUBLIC_ORIGIN exactly for a public address', () => {
    expect([...siteOrigins('https://kamao.example.com')]).toEqual(['https://kamao.example.com']);
  });

  it('include the loopback spellings of a loopback address, same scheme and port only', () => {
    const origins = siteOrigins('http://localhost:3000');
    expect([...origins].sort()).toEqual([
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:3000',
    ]);
    expect(origins.has('https://127.0.0.1:3000')).toBe(false);
    expect(origins.has('http://127.0.0.1:3001')).toBe(false);
    expect(siteOrigins('http://127.0.0.1:8080').has('http://localhost:8080')).toBe(true);
  });
});
