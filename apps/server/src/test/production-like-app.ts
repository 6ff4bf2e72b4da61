import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { TEST_INDEX_HTML, type TestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The application as its modules see it in production (NODE_ENV), on a fresh test database and
 * the test secrets: for rules that differ in production. Production's own checks of the
 * configuration are config.ts's to test, so they are not run here.
 */
export async function buildProductionLikeApp(): Promise<TestApp> {
  const config = { ...parseConfig({ NODE_ENV: 'test', CAPTCHA_PROVIDER: 'none' }) };
  config.NODE_ENV = 'production';
  const database = await createTestDatabase();
  const webRoot = mkdtempSync(join(tmpdir(), 'kamao-web-'));
  writeFileSync(join(webRoot, 'index.html'), TEST_INDEX_HTML);
  const app = await buildApp({ config, database, webRoot, logger: false, runJobs: false });
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
