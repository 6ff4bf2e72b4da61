import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './demo/seed.ts';

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
// A setting that works but should change (an old variable name): one line each, before the logs.
for (const warning of config.warnings) process.stderr.write(`Warning: ${warning}\n`);

const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  namedStatements: config.DATABASE_NAMED_STATEMENTS,
});
await database.migrate();
const app = await buildApp({ config, database });
if (config.SEED_DEMO && (await seedDemoData(database.db))) {
  app.log.info(
    'seeded demo data (admin@example.com / admin12345, demo@example.com / demo12345, advertiser@example.com / advertiser12345)',
  );
}

// SIGTERM/SIGINT: leave the load balancer (/readyz), close the sockets, let the running job and
// in-flight requests finish, stop listening for events, then close the database.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
if (config.NODE_ENV === 'production' && database.engine === 'pglite') {
  // Durable (db/durable-pglite.ts), but one process on one machine: no second process, no
  // replica, backups only by copying DATA_DIR while stopped.
  app.log.warn(
    { dataDir: config.DATA_DIR },
    'production on the embedded database: fine for a small site on one process; set DATABASE_URL (PostgreSQL) to run several processes, replicas and online backups',
  );
}
app.log.info(
  {
    engine: database.engine,
    redis: Boolean(config.REDIS_URL),
    worker: app.runtime.workerId,
    origin: config.PUBLIC_ORIGIN,
  },
  'Kamao is serving',
);
// One plain line for the person who started it; stdout stays JSON lines for log collectors.
process.stderr.write(`Kamao is running at ${config.PUBLIC_ORIGIN}\n`);
