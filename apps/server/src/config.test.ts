import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONFIG_VARIABLES,
  ConfigError,
  RENAMED_VARIABLES,
  TEST_PAYLOAD_KEY,
  TEST_SERVER_SECRET,
  parseConfig,
} from './config.ts';
import {
  isDevelopmentPayloadKey,
  newDevelopmentPayloadKey,
  newDevelopmentServerSecret,
} from './lib/development-secrets.ts';

const repoFile = (name: string) =>
  readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8');

/** A key an operator makes (openssl rand 32 | basenc --base64url), as production expects. */
const operatorPayloadKey = () => randomBytes(32).toString('base64url');

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

  it('refuses no captcha in production, and never seeds there', () => {
    const secrets = { SERVER_SECRET: 'x'.repeat(20), PAYLOAD_KEY: operatorPayloadKey() };
    expect(() =>
      parseConfig({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'none', ...secrets }),
    ).toThrow(
      /^Invalid CAPTCHA_PROVIDER: expected altcha, turnstile, recaptcha or hcaptcha in production/,
    );
    const production = parseConfig({
      NODE_ENV: 'production',
      ...secrets,
      SEED_DEMO: 'true',
      PUBLIC_ORIGIN: 'https://kamao.example',
    });
    expect(production.SEED_DEMO).toBe(false);
    expect(production.secureCookies).toBe(true);
    expect(production.warnings).toEqual([]);
  });

  it('refuses a missing or development secret or payload key in production, one line each', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        parseConfig({ NODE_ENV: 'production', ...env });
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    const key = operatorPayloadKey();
    expect(refusal({}).split('\n')).toEqual([
      expect.stringMatching(/^Invalid SERVER_SECRET: expected a secret of your own .*not set/),
      expect.stringMatching(/^Invalid PAYLOAD_KEY: expected a key of its own .*not set/),
    ]);
    for (const secret of [
      TEST_SERVER_SECRET,
      newDevelopmentServerSecret(),
      'dev-only-payload-secret-change-me',
    ]) {
      expect(refusal({ SERVER_SECRET: secret, PAYLOAD_KEY: key })).toMatch(
        /^Invalid SERVER_SECRET: expected .*not a development value/,
      );
    }
    expect(refusal({ PAYLOAD_SECRET: TEST_SERVER_SECRET, PAYLOAD_KEY: key })).toMatch(
      /^Invalid PAYLOAD_SECRET: expected .*not a development value/,
    );
    expect(refusal({ SERVER_SECRET: 'x'.repeat(20), PAYLOAD_KEY: TEST_PAYLOAD_KEY })).toMatch(
      /^Invalid PAYLOAD_KEY: expected .*not a development value/,
    );
    // A generated development key, copied from a data directory, is refused too.
    const generated = newDevelopmentPayloadKey();
    expect(isDevelopmentPayloadKey(generated)).toBe(true);
    expect(refusal({ SERVER_SECRET: 'x'.repeat(20), PAYLOAD_KEY: generated })).toMatch(
      /^Invalid PAYLOAD_KEY: expected .*not a development value/,
    );
    expect(refusal({ SERVER_SECRET: 'x'.repeat(20), PAYLOAD_KEY: key })).toBe('accepted');
    // Every browser receives the payload key: it must never be the server's secret.
    expect(refusal({ SERVER_SECRET: key, PAYLOAD_KEY: key })).toMatch(
      /^Invalid PAYLOAD_KEY: expected a value of its own in production, not the same as SERVER_SECRET/,
    );
  });

  it('takes a payload key only as base64url of 32 bytes', () => {
    expect(parseConfig({ PAYLOAD_KEY: TEST_PAYLOAD_KEY }).PAYLOAD_KEY).toBe(TEST_PAYLOAD_KEY);
    for (const bad of ['short', Buffer.alloc(16).toString('base64url'), `${'A'.repeat(42)}+`]) {
      expect(() => parseConfig({ PAYLOAD_KEY: bad })).toThrow(
        /^Invalid PAYLOAD_KEY: expected base64url of 32 random bytes/,
      );
    }
  });

  it('reads PAYLOAD_SECRET as the old name of SERVER_SECRET, with one warning', () => {
    const old = parseConfig({ PAYLOAD_SECRET: 'an-old-style-secret-value' });
    expect(old.SERVER_SECRET).toBe('an-old-style-secret-value');
    expect(old).not.toHaveProperty('PAYLOAD_SECRET');
    expect(old.warnings).toEqual([expect.stringMatching(/^PAYLOAD_SECRET is the old name/)]);
    const both = parseConfig({
      SERVER_SECRET: 'the-new-secret-value',
      PAYLOAD_SECRET: 'an-old-style-secret-value',
    });
    expect(both.SERVER_SECRET).toBe('the-new-secret-value');
    expect(both.keys).toEqual(parseConfig({ SERVER_SECRET: 'the-new-secret-value' }).keys);
    expect(both.warnings).toEqual([expect.stringMatching(/SERVER_SECRET is used/)]);
    expect(parseConfig({ SERVER_SECRET: 'the-new-secret-value' }).warnings).toEqual([]);
  });

  it('never derives the payload key from the server secret', () => {
    const a = parseConfig({ NODE_ENV: 'test', SERVER_SECRET: 'the-first-secret-value' });
    const b = parseConfig({ NODE_ENV: 'test', SERVER_SECRET: 'the-second-secret-value' });
    expect(a.PAYLOAD_KEY).toBe(b.PAYLOAD_KEY);
    expect(a.keys).not.toEqual(b.keys);
    expect(Object.values(a.keys)).not.toContain(
      Buffer.from(a.PAYLOAD_KEY, 'base64url').toString('hex'),
    );
  });

  it('documents exactly the variables it reads in .env.example and the README', () => {
    const inExample = [...repoFile('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(
      (m) => m[1],
    );
    const inReadme = [...repoFile('README.md').matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map(
      (m) => m[1],
    );
    // An old name is in the README's table (saying what replaced it), not in the example.
    const current = CONFIG_VARIABLES.filter((name) => !(name in RENAMED_VARIABLES));
    expect([...inExample].sort()).toEqual([...current].sort());
    expect([...new Set(inReadme)].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
