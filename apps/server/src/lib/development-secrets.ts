import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Development starts without any secret set: SERVER_SECRET and PAYLOAD_KEY are made on the first
 * start and kept in this file under DATA_DIR, so a restart keeps sessions, device cookies and
 * captcha challenges valid. Production never reads it (config.ts refuses a missing value there).
 */
export const DEVELOPMENT_SECRETS_FILE = 'development-secrets.json';

/** What every generated server secret starts with, so production can recognise and refuse one. */
export const DEVELOPMENT_SECRET_PREFIX = 'development-only-';

export function newDevelopmentServerSecret(): string {
  return `${DEVELOPMENT_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * The first bytes of every generated payload key. Nine bytes are twelve base64url characters,
 * so the key's text starts with the same twelve ("a2FtYW8tZGV2") and production can recognise
 * and refuse one copied from a development data directory.
 */
const DEVELOPMENT_PAYLOAD_KEY_MARKER = Buffer.from('kamao-dev');

/** A development payload key: 32 bytes (the form PAYLOAD_KEY takes), the marker then 23 random. */
export function newDevelopmentPayloadKey(): string {
  return Buffer.concat([
    DEVELOPMENT_PAYLOAD_KEY_MARKER,
    randomBytes(32 - DEVELOPMENT_PAYLOAD_KEY_MARKER.length),
  ]).toString('base64url');
}

export function isDevelopmentPayloadKey(key: string): boolean {
  return Buffer.from(key, 'base64url')
    .subarray(0, DEVELOPMENT_PAYLOAD_KEY_MARKER.length)
    .equals(DEVELOPMENT_PAYLOAD_KEY_MARKER);
}

type Env = Record<string, string | undefined>;
const unset = (value: string | undefined) => value === undefined || value === '';

/**
 * The environment with SERVER_SECRET and PAYLOAD_KEY filled from the kept file (made when it is
 * missing) where they are unset, in development on a data directory. Elsewhere (production,
 * tests, an in-memory database) the environment is returned as it is.
 */
export function withKeptDevelopmentSecrets(env: Env): Env {
  if ((env.NODE_ENV ?? 'development') !== 'development') return env;
  const dataDir = unset(env.DATA_DIR) ? './data' : env.DATA_DIR!;
  if (dataDir.startsWith('memory://')) return env;
  // The old name counts as set: it is the secret of a site that has one already.
  const needsSecret = unset(env.SERVER_SECRET) && unset(env.PAYLOAD_SECRET);
  const needsKey = unset(env.PAYLOAD_KEY);
  if (!needsSecret && !needsKey) return env;

  const file = join(dataDir, DEVELOPMENT_SECRETS_FILE);
  const kept = readKept(file);
  const values = {
    SERVER_SECRET: kept.SERVER_SECRET ?? newDevelopmentServerSecret(),
    PAYLOAD_KEY: kept.PAYLOAD_KEY ?? newDevelopmentPayloadKey(),
  };
  if (kept.SERVER_SECRET !== values.SERVER_SECRET || kept.PAYLOAD_KEY !== values.PAYLOAD_KEY) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(values, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    ...env,
    ...(needsSecret ? { SERVER_SECRET: values.SERVER_SECRET } : {}),
    ...(needsKey ? { PAYLOAD_KEY: values.PAYLOAD_KEY } : {}),
  };
}

function readKept(file: string): { SERVER_SECRET?: string; PAYLOAD_KEY?: string } {
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (parsed === null || typeof parsed !== 'object') return {};
  const pick = (name: string) => {
    const value = (parsed as Record<string, unknown>)[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return { SERVER_SECRET: pick('SERVER_SECRET'), PAYLOAD_KEY: pick('PAYLOAD_KEY') };
}
