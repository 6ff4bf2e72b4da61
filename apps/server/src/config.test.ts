import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, parseConfig } from './config.ts';

const repoFile = (name: string) =>
  readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8');

describe('configuration', () => {
  it('defaults to the embedded demo', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      DATABASE_URL: undefined,
      NODE_ENV: 'development',
      CAPTCHA_PROVIDER: 'altcha',
      SEED_DEMO: true,
      secureCookies: false,
    });
  });

  it('makes the public address follow the port unless it is set', () => {
    expect(parseConfig({}).PUBLIC_ORIGIN).toBe('http://localhost:3000');
    expect(parseConfig({ PORT: '8080' }).PUBLIC_ORIGIN).toBe('http://localhost:8080');
    expect(
      parseConfig({ PORT: '8080', PUBLIC_ORIGIN: 'https://kamao.example/' }).PUBLIC_ORIGIN,
    ).toBe('https://kamao.example');
  });

  it('reads TRUST_PROXY as off, all, or a number of proxy hops', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => parseConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('names the bad variable and what it expects, one line each', () => {
    const attempt = () =>
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const lines = (error as Error).message.split('\n');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatch(/^Invalid PORT: expected .*\(got "eighty"\)$/);
      expect(lines[1]).toMatch(/^Invalid LOG_LEVEL: expected one of fatal, error/);
      expect(lines[2]).toBe(
        'Invalid DATABASE_URL: expected a postgres:// connection string (got "mysql://x")',
      );
    }
  });

  it('refuses no captcha and the development secret in production, and never seeds there', () => {
    expect(() =>
      parseConfig({
        NODE_ENV: 'production',
        CAPTCHA_PROVIDER: 'none',
        PAYLOAD_SECRET: 'x'.repeat(20),
      }),
    ).toThrow(
      /^Invalid CAPTCHA_PROVIDER: expected altcha, turnstile, recaptcha or hcaptcha in production/,
    );
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/^Invalid PAYLOAD_SECRET/);
    const production = parseConfig({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'a-real-production-secret',
      SEED_DEMO: 'true',
      PUBLIC_ORIGIN: 'https://kamao.example',
    });
    expect(production.SEED_DEMO).toBe(false);
    expect(production.secureCookies).toBe(true);
  });

  it('documents exactly the variables it reads in .env.example and the README', () => {
    const inExample = [...repoFile('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(
      (m) => m[1],
    );
    const inReadme = [...repoFile('README.md').matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map(
      (m) => m[1],
    );
    expect([...inExample].sort()).toEqual([...CONFIG_VARIABLES].sort());
    expect([...new Set(inReadme)].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
