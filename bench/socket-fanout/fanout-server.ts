import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { parseConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { DOMAIN_EVENTS_CHANNEL, type DomainEvent } from '../../apps/server/src/db/domain-events.ts';
import { giftCodes } from '../../apps/server/src/db/schema/index.ts';
import { newId } from '../../apps/server/src/lib/ids.ts';
import { createSession } from '../../apps/server/src/modules/auth/index.ts';
import { buildMember } from '../../apps/server/src/test/factories.ts';

/**
 * The real application (buildApp, in-memory PGlite) with MEMBERS members signed in, for the
 * socket fan-out benchmark. Members are made directly in the database: a thousand password
 * sign-ups would measure argon2, not sockets. Two routes exist only in this benchmark process:
 * POST /bench/publish sends one balance event per member (the path of every money movement
 * after its commit: NOTIFY, this process's listener, each member's room), and a gift code all
 * members may claim for the end-to-end figure. Prints {origin, cookies, code} on stdout.
 */
const MEMBERS = Number(process.env.FANOUT_MEMBERS ?? 1000);

const config = parseConfig({ NODE_ENV: 'test', CAPTCHA_PROVIDER: 'none', LOG_LEVEL: 'warn' });
const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
const app = await buildApp({
  config,
  database,
  logger: false,
  runJobs: false,
  webRoot: '/nonexistent',
});

const members: string[] = [];
const cookies: string[] = [];
for (let i = 0; i < MEMBERS; i += 1) {
  const member = await buildMember(database.db, { withdrawable: 1_000n });
  const session = await createSession(database.db, member.id, false);
  members.push(member.id);
  cookies.push(`sid=${session.token}`);
}
const code = 'FANOUT';
await database.db.insert(giftCodes).values({
  id: newId(),
  code,
  amount: 1_000n,
  maxClaims: MEMBERS,
  wallet: 'withdrawable',
});

// One statement notifies every member, so the figure is the fan-out (listener, rooms, sockets),
// not a thousand round trips to the database.
let round = 0;
app.post('/bench/publish', async () => {
  round += 1;
  const payloads = members.map((memberId) =>
    JSON.stringify({
      type: 'member.balance_changed',
      memberId,
      withdrawable: String(round),
      deposit: '0',
      debt: '0',
    } satisfies DomainEvent),
  );
  await database.db.execute(sql`
    select pg_notify(${DOMAIN_EVENTS_CHANNEL}, payload)
    from (values ${sql.join(
      payloads.map((payload) => sql`(${payload})`),
      sql`, `,
    )}) as events(payload)`);
  return { published: payloads.length };
});

const origin = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ origin, cookies, code })}\n`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
