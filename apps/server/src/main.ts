import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    // One line per bad variable, nothing else: the operator sees exactly what to fix.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const app = await buildApp({ config, database });
if (config.SEED_DEMO && (await seedDemoData(database.db))) {
  app.log.info(
    'seeded demo data (admin@example.com / admin12345, demo@example.com / demo12345, advertiser@example.com / advertiser12345)',
  );
}

// SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info({ engine: database.engine, origin: config.PUBLIC_ORIGIN }, 'Kamao is serving');
