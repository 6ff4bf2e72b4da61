import { buildApp } from '../../apps/server/src/app.ts';
import { parseConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createSession } from '../../apps/server/src/modules/auth/index.ts';
import { createRoom } from '../../apps/server/src/modules/games/index.ts';
import { buildMember } from '../../apps/server/src/test/factories.ts';

/**
 * The real application (buildApp with its job runner, in-memory PGlite, or DATABASE_URL) with
 * 2 × MATCHES members signed in, each with ₹100 of deposit, and a ₹1 room (prize ₹1.8), for
 * the game load benchmark: every match moves real money through escrow. Members are made
 * directly in the database (a password sign-up each would measure argon2), and an operator for
 * the ledger audit. Prints {origin, cookies, fee, adminCookie} on stdout.
 */
const MATCHES = Number(process.env.GAME_MATCHES ?? 1000);

const config = parseConfig({
  NODE_ENV: 'test',
  CAPTCHA_PROVIDER: 'none',
  LOG_LEVEL: 'warn',
  // With Redis the socket server runs its adapter and shared counters there, as in production.
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
});
const database = await openDatabase({
  dataDir: 'memory://',
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
});
await database.migrate();
const app = await buildApp({ config, database, logger: false, webRoot: '/nonexistent' });

const fee = 1;
await createRoom(database.db, {
  roomName: `Bench Room ${Date.now()}`,
  entryFees: fee,
  prize: 1.8,
  turnSeconds: 30,
  searchSeconds: 600,
  graceSeconds: 60,
  enabled: true,
});
const cookies: string[] = [];
for (let i = 0; i < MATCHES * 2; i += 1) {
  const member = await buildMember(database.db, { deposit: 100_000n });
  const session = await createSession(database.db, member.id, false);
  cookies.push(`sid=${session.token}`);
}

// The operator whose console audits the ledger once the matches are over.
const operator = await buildMember(database.db, { role: 'admin' });
const adminCookie = `sid=${(await createSession(database.db, operator.id, false)).token}`;

const origin = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ origin, cookies, fee, adminCookie })}\n`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
