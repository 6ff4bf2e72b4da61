import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { z } from 'zod';

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

export const DEV_PAYLOAD_SECRET = 'dev-only-payload-secret-change-me';

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
    PAYLOAD_SECRET: z
      .string()
      .min(16, { message: 'at least 16 characters' })
      .default(DEV_PAYLOAD_SECRET),
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
    if (c.PAYLOAD_SECRET === DEV_PAYLOAD_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message: 'a secret of your own in production, not the development default',
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
    return {
      ...c,
      PUBLIC_ORIGIN,
      // Demo data is never seeded in production, whatever SEED_DEMO says
      // (README.md#demo-accounts-and-data).
      SEED_DEMO: c.SEED_DEMO && c.NODE_ENV !== 'production',
      secureCookies: new URL(PUBLIC_ORIGIN).protocol === 'https:',
    };
  });

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
 * exists (real environment variables win, as deployments expect).
 */
export function loadConfig(envFile = '.env'): Config {
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  return parseConfig({ ...fromFile, ...process.env });
}
