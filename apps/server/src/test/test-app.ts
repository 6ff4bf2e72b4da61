import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { parseConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_INDEX_HTML =
  '<!doctype html><html><head><meta name="app-config" content="__APP_CONFIG__"></head><body><div id="root"></div></body></html>';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real application on a fresh database, with a stand-in web build. */
export async function buildTestApp(
  env: Record<string, string> = {},
  deps: Partial<
    Pick<
      AppDeps,
      'captcha' | 'mailer' | 'channelStatistics' | 'runJobs' | 'jobPollMs' | 'payoutProviders'
    >
  > = {},
  /** The built web app's page, for a test of what the server writes into it. */
  indexHtml = TEST_INDEX_HTML,
): Promise<TestApp> {
  const config = parseConfig({ NODE_ENV: 'test', CAPTCHA_PROVIDER: 'none', ...env });
  const database = await createTestDatabase();
  const webRoot = mkdtempSync(join(tmpdir(), 'kamao-web-'));
  writeFileSync(join(webRoot, 'index.html'), indexHtml);
  // Jobs run only where a test asks for them, so no sweep runs under another test's feet.
  const app = await buildApp({ config, database, webRoot, logger: false, runJobs: false, ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

/** Cookie header value from a login answer's set-cookie. */
export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!header) throw new Error('No session cookie was set');
  return header.split(';')[0]!;
}

/**
 * Another server on the same database, as after a restart (the first one closed without the
 * database going away). The caller closes it; the database stays the TestApp's.
 */
export async function restartedApp(
  t: TestApp,
  deps: Partial<Pick<AppDeps, 'runJobs' | 'jobPollMs' | 'payoutProviders'>> = {},
): Promise<FastifyInstance> {
  const webRoot = mkdtempSync(join(tmpdir(), 'kamao-web-'));
  writeFileSync(join(webRoot, 'index.html'), TEST_INDEX_HTML);
  const app = await buildApp({
    config: t.config,
    database: t.database,
    webRoot,
    logger: false,
    ...deps,
  });
  app.addHook('onClose', () => rmSync(webRoot, { recursive: true, force: true }));
  await app.ready();
  return app;
}
