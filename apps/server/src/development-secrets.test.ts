import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';
import {
  DEVELOPMENT_SECRETS_FILE,
  DEVELOPMENT_SECRET_PREFIX,
  withKeptDevelopmentSecrets,
} from './lib/development-secrets.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kamao-secrets-'));
  dirs.push(dir);
  return join(dir, 'data');
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('development secrets kept under DATA_DIR', () => {
  it('makes both values on the first start and reads the same ones on the next', () => {
    const DATA_DIR = dataDir();
    const first = parseConfig(withKeptDevelopmentSecrets({ DATA_DIR }));
    expect(first.SERVER_SECRET.startsWith(DEVELOPMENT_SECRET_PREFIX)).toBe(true);
    expect(Buffer.from(first.PAYLOAD_KEY, 'base64url')).toHaveLength(32);
    const file = join(DATA_DIR, DEVELOPMENT_SECRETS_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      SERVER_SECRET: first.SERVER_SECRET,
      PAYLOAD_KEY: first.PAYLOAD_KEY,
    });
    // Readable by its owner alone.
    expect(statSync(file).mode & 0o077).toBe(0);

    const restarted = parseConfig(withKeptDevelopmentSecrets({ DATA_DIR }));
    expect(restarted.SERVER_SECRET).toBe(first.SERVER_SECRET);
    expect(restarted.PAYLOAD_KEY).toBe(first.PAYLOAD_KEY);
    expect(restarted.keys).toEqual(first.keys);
  });

  it('lets a value that is set win, and counts the old name as set', () => {
    const DATA_DIR = dataDir();
    const kept = parseConfig(withKeptDevelopmentSecrets({ DATA_DIR }));
    const own = parseConfig(
      withKeptDevelopmentSecrets({ DATA_DIR, SERVER_SECRET: 'my-own-development-secret' }),
    );
    expect(own.SERVER_SECRET).toBe('my-own-development-secret');
    expect(own.PAYLOAD_KEY).toBe(kept.PAYLOAD_KEY);
    const old = parseConfig(
      withKeptDevelopmentSecrets({ DATA_DIR, PAYLOAD_SECRET: 'an-old-style-secret-value' }),
    );
    expect(old.SERVER_SECRET).toBe('an-old-style-secret-value');
    expect(old.warnings).toHaveLength(1);
  });

  it('keeps nothing for an in-memory database, in tests or in production', () => {
    for (const env of [
      { DATA_DIR: 'memory://' },
      { NODE_ENV: 'test', DATA_DIR: dataDir() },
      { NODE_ENV: 'production', DATA_DIR: dataDir() },
    ]) {
      expect(withKeptDevelopmentSecrets(env)).toEqual(env);
    }
    // Without a data directory, each process makes its own.
    expect(parseConfig({ DATA_DIR: 'memory://' }).SERVER_SECRET).not.toBe(
      parseConfig({ DATA_DIR: 'memory://' }).SERVER_SECRET,
    );
  });
});
