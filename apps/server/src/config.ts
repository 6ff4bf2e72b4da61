import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import {
  DEVELOPMENT_SECRET_PREFIX,
  isDevelopmentPayloadKey,
  newDevelopmentPayloadKey,
  newDevelopmentServerSecret,
  withKeptDevelopmentSecrets,
} from './lib/development-secrets.ts';
import { deriveKeys } from './lib/derived-keys.ts';

/**
 * Every environment variable the server reads, parsed once (docs/style.md#configuration: nothing
 * else reads process.env). Documented in .env.example and the README's configuration table; a test
 * keeps the three in step. A bad value stops the process with one line naming the variable.
 */
const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = (protocols: RegExp, expected: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((v) => URL.canParse(v) && protocols.test(new URL(v).protocol), { message: expected })
      .optional(),
  );

/** The values tests run with (never accepted in production). */
export const TEST_SERVER_SECRET = 'test-only-server-secret-not-for-production';
export const TEST_PAYLOAD_KEY = createHash('sha256')
  .update('test-only-payload-key')
  .digest('base64url');
/** The server secret's old default, which an old .env may still hold. */
const OLD_DEVELOPMENT_SECRET = 'dev-only-payload-secret-change-me';

/** Variables read under an old name too, with the name that replaced them. */
export const RENAMED_VARIABLES = { PAYLOAD_SECRET: 'SERVER_SECRET' } as const;

const isDevelopmentSecret = (secret: string) =>
  secret === OLD_DEVELOPMENT_SECRET ||
  secret === TEST_SERVER_SECRET ||
  secret.startsWith(DEVELOPMENT_SECRET_PREFIX);

const serverSecret = z.preprocess(
  emptyAsUndefined,
  z.string().min(16, { message: 'at least 16 characters' }).optional(),
);

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_ORIGIN: z
      .string()
      .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
        message: 'an http(s) origin such as https://example.com',
      })
      .transform((v) => new URL(v).origin)
      // Unset: http://localhost:{PORT}, so another PORT alone still gives working links.
      .optional(),
    // A number of proxy hops is the safe form: the client address is then taken that many hops
    // from the right of X-Forwarded-For, which a client cannot forge; `true` trusts it all.
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|yes|no|\d{1,2})$/, 'true, false or a number of proxy hops')
      .transform((v): boolean | number =>
        /^\d+$/.test(v) ? (Number(v) === 0 ? false : Number(v)) : v === 'true' || v === 'yes',
      )
      .default(false),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'a postgres:// connection string'),
    // Statements prepared once per connection (db/named-statements.ts); false behind a pooler in
    // transaction mode that does not keep prepared statements.
    DATABASE_NAMED_STATEMENTS: booleanText.default(true),
    // Shared state (rate limits, single-use captcha solutions) and the Socket.IO adapter across
    // server processes; without it they live in the database (shared-state/, realtime/).
    REDIS_URL: optionalUrl(/^rediss?:$/, 'a redis:// or rediss:// URL'),
    SEED_DEMO: booleanText.default(true),
    // The root of the server's own keys (lib/derived-keys.ts); never sent anywhere.
    SERVER_SECRET: serverSecret,
    // SERVER_SECRET's old name, still read (with a warning) so an existing .env keeps working.
    PAYLOAD_SECRET: serverSecret,
    // The key of the sealed request payloads, which every browser receives: a value of its own,
    // so that handing it out tells nothing about SERVER_SECRET.
    PAYLOAD_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((v) => /^[A-Za-z0-9_-]{43}$/.test(v) && Buffer.from(v, 'base64url').length === 32, {
          message: 'base64url of 32 random bytes (43 characters)',
        })
        .optional(),
    ),
    CAPTCHA_PROVIDER: z
      .enum(['altcha', 'turnstile', 'recaptcha', 'hcaptcha', 'none'])
      .default('altcha'),
    CAPTCHA_SITE_KEY: optionalText,
    CAPTCHA_SECRET_KEY: optionalText,
    SMTP_URL: optionalUrl(/^smtps?:$/, 'an smtp:// or smtps:// URL'),
    MAIL_FROM: z.string().min(3).default('Kamao <no-reply@localhost>'),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER: z
      .string()
      .refine((v) => URL.canParse(v), { message: 'an issuer URL' })
      .default('https://accounts.google.com'),
    LOGIN_LIMIT_PER_ADDRESS_PER_10_MIN: z.coerce.number().int().min(1).max(100_000).default(20),
    SIGNUP_LIMIT_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(0).max(10_000).default(0),
    SIGNUP_ATTEMPTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
    YOUTUBE_API_KEY: optionalText,
    YOUTUBE_CHANNEL_ID: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^UC[A-Za-z0-9_-]{22}$/, {
          message: 'a channel id such as UCxxxxxxxxxxxxxxxxxxxxxx',
        })
        .optional(),
    ),
    // The YouTube player script the youtube ad page loads (docs/product/ptc-ads.md#the-ad-tabs);
    // tests point it at a local stand-in. Its origin is allowed by the content security policy.
    YOUTUBE_IFRAME_API_URL: z
      .string()
      .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
        message: 'an http(s) URL such as https://www.youtube.com/iframe_api',
      })
      .default('https://www.youtube.com/iframe_api'),
    // IP-reputation service for the ad pages' proxy block (docs/product/ptc-ads.md#blocking); off
    // while empty.
    PROXY_CHECK_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((v) => v.includes('{ip}') && /^https?:\/\//.test(v), {
          message: 'an http(s) URL template containing {ip}',
        })
        .optional(),
    ),
    PROXY_CHECK_KEY: optionalText,
    PROXY_CHECK_CACHE_SECONDS: z.coerce.number().int().min(0).max(604_800).default(3600),
    SUPPORT_PHONE: z
      .string()
      .regex(/^\d{8,15}$/, { message: '8 to 15 digits with country code, e.g. 919876543210' })
      .default('919876543210'),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV !== 'production') return;
    if (c.CAPTCHA_PROVIDER === 'none') {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_PROVIDER'],
        message: 'altcha, turnstile, recaptcha or hcaptcha in production (none is for development)',
      });
    }
    // The error names the variable the secret was read from: the old name when only it is set.
    const fromOldName = c.SERVER_SECRET === undefined && c.PAYLOAD_SECRET !== undefined;
    const secretName = fromOldName ? 'PAYLOAD_SECRET' : 'SERVER_SECRET';
    const secret = c.SERVER_SECRET ?? c.PAYLOAD_SECRET;
    if (secret === undefined || isDevelopmentSecret(secret)) {
      ctx.addIssue({
        code: 'custom',
        path: [secretName],
        message: `a secret of your own in production (${secret === undefined ? 'it is not set' : 'not a development value'}), at least 16 characters`,
      });
    }
    if (
      c.PAYLOAD_KEY === undefined ||
      c.PAYLOAD_KEY === TEST_PAYLOAD_KEY ||
      isDevelopmentPayloadKey(c.PAYLOAD_KEY)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_KEY'],
        message: `a key of its own in production (${c.PAYLOAD_KEY === undefined ? 'it is not set' : 'not a development value'}), base64url of 32 random bytes`,
      });
    }
    // The payload key is handed to every browser: the same value as the secret would give away
    // every key derived from it.
    if (c.PAYLOAD_KEY !== undefined && secret !== undefined && c.PAYLOAD_KEY === secret) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_KEY'],
        message: `a value of its own in production, not the same as ${secretName}`,
      });
    }
    const needsKeys = ['turnstile', 'recaptcha', 'hcaptcha'].includes(c.CAPTCHA_PROVIDER);
    if (needsKeys && (!c.CAPTCHA_SITE_KEY || !c.CAPTCHA_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_SECRET_KEY'],
        message: `site and secret keys for ${c.CAPTCHA_PROVIDER}`,
      });
    }
  })
  .transform((c) => {
    const PUBLIC_ORIGIN = c.PUBLIC_ORIGIN ?? `http://localhost:${c.PORT}`;
    const { PAYLOAD_SECRET, ...rest } = c;
    // Unset outside production (refused there above): tests run with fixed values, development
    // with the ones kept under DATA_DIR (loadConfig) or, without a data directory, new ones.
    const test = c.NODE_ENV === 'test';
    const SERVER_SECRET =
      c.SERVER_SECRET ??
      PAYLOAD_SECRET ??
      (test ? TEST_SERVER_SECRET : newDevelopmentServerSecret());
    const PAYLOAD_KEY = c.PAYLOAD_KEY ?? (test ? TEST_PAYLOAD_KEY : newDevelopmentPayloadKey());
    return {
      ...rest,
      SERVER_SECRET,
      PAYLOAD_KEY,
      /** One key per job, derived from SERVER_SECRET (lib/derived-keys.ts). */
      keys: deriveKeys(SERVER_SECRET),
      /** Lines for the operator at start: a setting that works but should change. */
      warnings: renamedVariableWarnings(c),
      PUBLIC_ORIGIN,
      // Demo data is never seeded in production, whatever SEED_DEMO says
      // (README.md#demo-accounts-and-data).
      SEED_DEMO: c.SEED_DEMO && c.NODE_ENV !== 'production',
      secureCookies: new URL(PUBLIC_ORIGIN).protocol === 'https:',
    };
  });

function renamedVariableWarnings(c: { SERVER_SECRET?: string; PAYLOAD_SECRET?: string }) {
  if (c.PAYLOAD_SECRET === undefined) return [];
  return c.SERVER_SECRET === undefined
    ? ['PAYLOAD_SECRET is the old name of SERVER_SECRET: rename it (it is still read for now).']
    : [
        'SERVER_SECRET and PAYLOAD_SECRET (its old name) are both set: SERVER_SECRET is used; remove PAYLOAD_SECRET.',
      ];
}

export type Config = z.output<typeof configSchema>;
export const CONFIG_VARIABLES = Object.keys(configSchema.in.shape);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment; throws ConfigError whose message is one line per bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const picked = Object.fromEntries(
    CONFIG_VARIABLES.map((k) => [k, env[k] === undefined ? undefined : env[k]]),
  );
  const result = configSchema.safeParse(picked);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? 'environment');
    const received = env[variable];
    const shown = received === undefined ? '' : ` (got ${JSON.stringify(received.slice(0, 40))})`;
    return `Invalid ${variable}: expected ${describeExpected(issue)}${shown}`;
  });
  throw new ConfigError(lines.join('\n'));
}

function describeExpected(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value') return `one of ${issue.values.map(String).join(', ')}`;
  if (issue.code === 'too_small' || issue.code === 'too_big' || issue.code === 'custom') {
    return issue.message.replace(/^Too (small|big): /, '');
  }
  if (issue.code === 'invalid_type') return `a ${issue.expected}`;
  return issue.message;
}

/**
 * The process environment, over the values of a `.env` file in the working directory when one
 * exists (real environment variables win, as deployments expect); in development, the secrets
 * not set come from the data directory (lib/development-secrets.ts).
 */
export function loadConfig(envFile = '.env'): Config {
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  return parseConfig(withKeptDevelopmentSecrets({ ...fromFile, ...process.env }));
}
