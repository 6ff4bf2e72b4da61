import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { PayloadCipher } from './lib/payload-cipher.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { installErrorHandler } from './plugins/error-handler.ts';
import { installRequestGuards } from './plugins/request-guards.ts';
import { installSecurityHeaders } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { installWebApp } from './plugins/web-app.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Built web app to serve; defaults to apps/web/dist. */
  webRoot?: string;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | object;
}

export const BODY_LIMIT_BYTES = 64 * 1024;
const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The whole HTTP application; main.ts and the tests build it the same way. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
    disableRequestLogging: config.NODE_ENV === 'test',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: a text/plain body is how cross-site forms smuggle requests.
  app.removeContentTypeParser(['text/plain']);

  installErrorHandler(app);
  await installSecurityHeaders(app, { secure: config.secureCookies });
  installRequestGuards(app, {
    cipher: new PayloadCipher(config.PAYLOAD_SECRET),
    publicOrigin: config.PUBLIC_ORIGIN,
  });
  await app.register(sessionPlugin, { config, db: database.db });

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { db: database.db });
  await app.register(walletRoutes, { db: database.db });

  await installWebApp(app, {
    webRoot: deps.webRoot ?? defaultWebRoot,
    publicConfig: {
      siteName: 'Kamao',
      supportPhone: config.SUPPORT_PHONE,
      googleClientConfigured: Boolean(config.GOOGLE_CLIENT_ID),
      captchaProvider: config.CAPTCHA_PROVIDER,
    },
  });
  return app;
}
