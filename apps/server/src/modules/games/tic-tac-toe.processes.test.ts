import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_ROOM_JOIN_TYPE } from '@kamao/contract/constants';
import type { MatchState } from '@kamao/contract/tic-tac-toe';
import { rowsOf } from '../../db/rows.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { createSession } from '../auth/index.ts';
import { buildMember } from '../../test/factories.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { redisServerAvailable, startTestRedis, type TestRedis } from '../../test/redis-server.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../../test/test-database.ts';
import { connectPlayer, type TicTacToePlayer } from '../../test/tic-tac-toe-player.ts';
import { createRoom } from './index.ts';

/** A member (new, with ₹100 deposited, unless memberId names one) with a socket on the server. */
async function connectedPlayer(
  db: TestDatabase['db'],
  server: ServerProcess,
  memberId?: string,
): Promise<TicTacToePlayer> {
  const id = memberId ?? (await buildMember(db, { deposit: 100n * RUPEE })).id;
  const session = await createSession(db, id, false);
  return connectPlayer(server.origin, `sid=${session.token}`, id);
}

/**
 * Tic Tac Toe served by two real server processes on one PostgreSQL, joined by Redis
 * (docs/architecture.md#several-processes): one player on each process. The timers are jobs in the
 * database, so when a process dies mid-match the other ends the match on time and settles it once.
 */
const RUPEE = 1000n;
const runs = testEngine === 'postgres' && redisServerAvailable;

type Player = (server: ServerProcess, memberId?: string) => Promise<TicTacToePlayer>;

/** The match's grace column for the player, straight from the database. */
async function graceOf(db: TestDatabase['db'], matchId: string, symbol: 'x' | 'o') {
  const [row] = rowsOf<{ grace: string | null }>(
    await db.execute(sql`select ${sql.raw(`${symbol}_grace_until`)}::text as grace
      from game_matches where id = ${matchId}`),
  );
  return row!.grace;
}

/**
 * X plays in two tabs, one on each process, and closes the first: X is still there, so no grace
 * starts (it would make X lose as "abandoned" while still playing); closing the second starts it.
 */
async function closeOneOfTwoTabs(
  db: TestDatabase['db'],
  playerOn: Player,
  a: ServerProcess,
  b: ServerProcess,
) {
  await db.execute(sql`update game_rooms set enabled = true where entry_fee = 0`);
  const x = await playerOn(a);
  const o = await playerOn(a);
  const first = (await x.join(PRACTICE_ROOM_JOIN_TYPE)) as { msg: { userRoom_id: string } };
  await o.join(PRACTICE_ROOM_JOIN_TYPE);
  const matchId = first.msg.userRoom_id;
  await x.enter(matchId);
  await o.enter(matchId);
  const secondTab = await playerOn(b, x.memberId);
  expect((await secondTab.enter(matchId)).success).toBe(true);

  x.close();
  // The first tab's socket is forgotten; for as long as a grace would take to show, none does.
  await expect
    .poll(async () =>
      rowsOf(
        await db.execute(
          sql`select 1 from game_match_sockets where socket_id = ${x.socket.id ?? ''}`,
        ),
      ),
    )
    .toHaveLength(0);
  for (let check = 0; check < 15; check += 1) {
    expect(await graceOf(db, matchId, 'x')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(await secondTab.move(matchId, 1, 1)).toEqual({ success: true });

  secondTab.close();
  await expect.poll(() => graceOf(db, matchId, 'x'), { timeout: 10_000 }).not.toBeNull();
}

describe.runIf(runs)('Tic Tac Toe on two processes with PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let redis: TestRedis;
  let a: ServerProcess;
  let b: ServerProcess;
  const players: TicTacToePlayer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    redis = await startTestRedis();
    const env = { DATABASE_URL: database.url!, REDIS_URL: redis.url, CAPTCHA_PROVIDER: 'none' };
    // The first process seeds the demo's rooms (paid rooms open); the second finds them.
    a = await startServerProcess({ ...env, SEED_DEMO: 'true' });
    b = await startServerProcess(env);
  }, 120_000);

  afterAll(async () => {
    for (const player of players) player.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
    await database?.close();
  });

  const playerOn: Player = async (server, memberId) => {
    const player = await connectedPlayer(database.db, server, memberId);
    players.push(player);
    return player;
  };

  async function matchBetween(x: TicTacToePlayer, o: TicTacToePlayer, fee: number) {
    const first = (await x.join(fee)) as { msg: { userRoom_id: string } };
    const second = (await o.join(fee)) as { msg: { userRoom_id: string } };
    expect(second.msg.userRoom_id).toBe(first.msg.userRoom_id);
    const matchId = first.msg.userRoom_id;
    await x.enter(matchId);
    await o.enter(matchId);
    return matchId;
  }

  const balances = (memberId: string) => getMemberBalances(database.db, memberId);
  const onBoard = (matchId: string, moves: number) => (s: MatchState) =>
    s._id === matchId && s.gameState.flat().filter(Boolean).length === moves;

  it('one player on each process plays the ₹10 room to a win; each sees the other’s moves', async () => {
    const x = await playerOn(a);
    const o = await playerOn(b);
    const matchId = await matchBetween(x, o, 10);
    const script = [
      [x, 1, 1],
      [o, 0, 0],
      [x, 0, 2],
      [o, 2, 0],
      [x, 1, 0],
      [o, 2, 2],
      [x, 1, 2],
    ] as const;
    for (const [index, [who, row, col]] of script.entries()) {
      expect(await who.move(matchId, row, col)).toEqual({ success: true });
      // The other process told the other player, through the committed event.
      const other = who === x ? o : x;
      await other.until(onBoard(matchId, index + 1));
    }
    const end = await o.until((s) => s._id === matchId && s.status === 'finished');
    expect(end).toMatchObject({ winner: 'X', endReason: 'line', winningLine: [3, 4, 5] });
    expect(await balances(x.memberId)).toEqual({ deposit: 90n * RUPEE, withdrawable: 18n * RUPEE });
    expect(await balances(o.memberId)).toEqual({ deposit: 90n * RUPEE, withdrawable: 0n });
    await expectLedgerBalanced(database.db);
  });

  it('closing one of two tabs on two processes leaves the player in the match', () =>
    closeOneOfTwoTabs(database.db, playerOn, a, b));

  it('SIGKILL of one process mid-match: the other ends the match on time and settles it once', async () => {
    await createRoom(database.db, {
      roomName: 'Quick Room',
      entryFees: 20,
      prize: 36,
      turnSeconds: 4,
      searchSeconds: 120,
      graceSeconds: 60,
      enabled: true,
    });
    const x = await playerOn(a);
    const o = await playerOn(b);
    const matchId = await matchBetween(x, o, 20);
    expect(await x.move(matchId, 0, 0)).toEqual({ success: true });
    await o.until(onBoard(matchId, 1));
    const movedAt = Date.now();
    await a.kill();

    // O, on the living process, lets the turn run out: the deadline is a job, so process b
    // runs it although a may have been the one that armed it.
    const end = await o.until((s) => s._id === matchId && s.status === 'finished', 20_000);
    const tookMs = Date.now() - movedAt;
    expect(end).toMatchObject({ winner: 'X', endReason: 'turn_timeout' });
    expect(tookMs).toBeGreaterThan(3_500);
    expect(tookMs).toBeLessThan(9_000);
    const [job] = rowsOf<{ last_run_by: string; run_count: number }>(
      await database.db.execute(
        sql`select last_run_by, run_count from jobs where unique_key = ${`game-match:${matchId}`}`,
      ),
    );
    expect(job).toEqual({ last_run_by: b.workerId, run_count: 1 });
    const legs = rowsOf<{ kind: string }>(
      await database.db.execute(
        sql`select kind from transfers where metadata->>'matchId' = ${matchId} order by id`,
      ),
    );
    expect(legs.map((leg) => leg.kind)).toEqual([
      'entry_fee',
      'entry_fee',
      'bettingGames',
      'game_commission',
    ]);
    expect(await balances(x.memberId)).toEqual({ deposit: 80n * RUPEE, withdrawable: 36n * RUPEE });
    await expectLedgerBalanced(database.db);
  });
});

describe.runIf(testEngine === 'postgres')('Tic Tac Toe on two processes without Redis', () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  const players: TicTacToePlayer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url!, CAPTCHA_PROVIDER: 'none' };
    a = await startServerProcess({ ...env, SEED_DEMO: 'true' });
    b = await startServerProcess(env);
  }, 120_000);

  afterAll(async () => {
    for (const player of players) player.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
  });

  it('closing one of two tabs on two processes leaves the player in the match', () =>
    closeOneOfTwoTabs(
      database.db,
      async (server, memberId) => {
        const player = await connectedPlayer(database.db, server, memberId);
        players.push(player);
        return player;
      },
      a,
      b,
    ));
});
