import { startChildServer } from '../child-server.ts';
import type { Socket } from 'socket.io-client';
import { percentileOf, round2 } from '../latency-figures.ts';
import { openMemberSockets } from '../member-sockets.ts';
import { DeliveryLog } from './delivery-log.ts';

/**
 * The socket fan-out figures of `npm run bench` (docs/architecture.md#real-time): MEMBERS members
 * each with an open socket to the real server, in a process of its own.
 * - fan-out: one user_balance_updated to every member (the after-commit path of a money
 *   movement), ROUNDS times: events delivered per second, first publish to last delivery;
 * - end to end: every member claims a gift code at once over HTTP (ledger transaction, commit,
 *   notification, socket): events per second and each claim's latency to its event.
 */
export interface FanoutResult {
  members: number;
  connectSeconds: number;
  fanoutEventsPerSecond: number;
  fanoutRounds: number;
  endToEndEventsPerSecond: number;
  endToEndP50Ms: number;
  endToEndP99Ms: number;
}

const MEMBERS = Number(process.env.FANOUT_MEMBERS ?? 1000);
const ROUNDS = 5;
const HTTP_CONCURRENCY = 10;
const EVENT = 'user_balance_updated';

export async function measureSocketFanout(): Promise<FanoutResult> {
  const server = await startChildServer<{ origin: string; cookies: string[]; code: string }>(
    new URL('./fanout-server.ts', import.meta.url),
    'fan-out server',
    { FANOUT_MEMBERS: String(MEMBERS) },
  );
  const { origin, cookies, code } = server.info;
  const sockets: Socket[] = [];
  try {
    const connectStarted = performance.now();
    const log = new DeliveryLog();
    await openMemberSockets(origin, cookies, (socket, index) => {
      sockets.push(socket);
      socket.on(EVENT, () => log.heard(index));
    });
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    const fanoutEventsPerSecond = await measureFanout(origin, log);
    const endToEndEventsPerSecond = await measureClaims(origin, cookies, code, log);
    const latencies = [...log.claimLatenciesMs].sort((x, y) => x - y);
    return {
      members: MEMBERS,
      connectSeconds: round2(connectSeconds),
      fanoutRounds: ROUNDS,
      fanoutEventsPerSecond: Math.round(fanoutEventsPerSecond),
      endToEndEventsPerSecond: Math.round(endToEndEventsPerSecond),
      endToEndP50Ms: round2(percentileOf(latencies, 0.5)!),
      endToEndP99Ms: round2(percentileOf(latencies, 0.99)!),
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
    await server.stop();
  }
}

/** Fan-out: the server publishes ROUNDS times, the clients count. Events per second. */
async function measureFanout(origin: string, log: DeliveryLog): Promise<number> {
  const expected = MEMBERS * ROUNDS;
  const fanoutStarted = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) {
    const res = await fetch(`${origin}/bench/publish`, { method: 'POST' });
    if (!res.ok) throw new Error(`publish failed: ${res.status}`);
  }
  await until(
    () => log.delivered >= expected,
    60_000,
    () => `${log.delivered}/${expected} delivered`,
  );
  return expected / ((log.lastDelivery - fanoutStarted) / 1000);
}

/**
 * End to end: each member claims the gift code once, HTTP_CONCURRENCY at a time, until every
 * claim is heard on its member's socket. Events per second.
 */
async function measureClaims(
  origin: string,
  cookies: string[],
  code: string,
  log: DeliveryLog,
): Promise<number> {
  log.delivered = 0;
  const e2eStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: HTTP_CONCURRENCY }, async () => {
      while (next < cookies.length) {
        const index = next;
        next += 1;
        log.claimSent(index);
        const res = await fetch(`${origin}/userIncomeRoute/user_giftCode_verify_and_patch`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', cookie: cookies[index]! },
          body: JSON.stringify({ giftCode_state: code }),
        });
        if (!res.ok) throw new Error(`claim failed: ${res.status} ${await res.text()}`);
      }
    }),
  );
  await until(
    () => log.delivered >= MEMBERS,
    60_000,
    () => `${log.delivered}/${MEMBERS} claims heard`,
  );
  return MEMBERS / ((log.lastDelivery - e2eStarted) / 1000);
}

async function until(done: () => boolean, ms: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`socket fan-out timed out: ${describe()}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
