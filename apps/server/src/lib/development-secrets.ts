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

/** A payload key: base64url of 32 random bytes, the form PAYLOAD_KEY takes. */
export function newPayloadKey(): string {
  return randomBytes(32).toString('base64url');
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
    PAYLOAD_KEY: kept.PAYLOAD_KEY ?? newPayloadKey(),
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
