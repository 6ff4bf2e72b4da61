import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/**
 * Tic Tac Toe served by two real server processes on one PostgreSQL, joined by Redis
 * (docs/architecture.md#several-processes): one player on each process. The timers are jobs in the
 * database, so when a process dies mid-match the other ends the match on time and settles it once.
 */
const RUPEE = 1000n;
const runs = testEngine === 'postgres' && redisServerAvailable;

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

  async function playerOn(server: ServerProcess) {
    const member = await buildMember(database.db, { deposit: 100n * RUPEE });
    const session = await createSession(database.db, member.id, false);
    const player = await connectPlayer(server.origin, `sid=${session.token}`, member.id);
    players.push(player);
    return player;
  }

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
