import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { apiRoutes } from '@kamao/contract/api-routes';
import { SERVER_EVENTS } from '@kamao/contract/realtime';
import {
  TIC_TAC_TOE_CLIENT_EVENTS,
  TIC_TAC_TOE_SERVER_TEXTS,
  type FetchRoomsAck,
  type MatchState,
} from '@kamao/contract/tic-tac-toe';
import { getMemberBalances } from '../../ledger/balances.ts';
import { DOMAIN_EVENTS_CHANNEL } from '../../db/domain-events.ts';
import { rowsOf } from '../../db/rows.ts';
import { sql } from 'drizzle-orm';
import { createSession } from '../auth/index.ts';
import { buildMember } from '../../test/factories.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { signedInMember } from '../../test/member-client.ts';
import { buildTestApp, restartedApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { connectPlayer, type TicTacToePlayer } from '../../test/tic-tac-toe-player.ts';
import { startGraceOfVanishedPlayers } from './stale-match-sweep.ts';
import { twentyTogether } from '../../test/together.ts';

const RUPEE = 1000n;
let t: TestApp;
let origin: string;
const players: TicTacToePlayer[] = [];
let admin: Awaited<ReturnType<typeof signedInMember>>;
let nextFee = 1;

beforeAll(async () => {
  t = await buildTestApp({}, { runJobs: true, jobPollMs: 100 });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedInMember(t, { role: 'admin' });
});
afterAll(async () => {
  for (const player of players) player.close();
  await t?.close();
});

/** A paid room of its own for one test (the fee is the join type, so each test has one). */
async function paidRoom(
  timers: { turnSeconds?: number; searchSeconds?: number; graceSeconds?: number } = {},
) {
  const fee = nextFee++;
  const res = await admin.call('POST', adminRoutes.gameRoomCreate.path, {
    roomName: `Room ₹${fee}`,
    entryFees: fee,
    prize: Math.round(fee * 1800) / 1000,
    ...timers,
  });
  expect(res.status, res.body).toBe(200);
  return { fee, feeMilli: BigInt(fee) * RUPEE, prizeMilli: (BigInt(fee) * RUPEE * 18n) / 10n };
}

async function player(deposit = 100n * RUPEE, server = origin, db = t.database.db) {
  const member = await buildMember(db, { deposit });
  const session = await createSession(db, member.id, false);
  const connected = await connectPlayer(server, `sid=${session.token}`, member.id);
  players.push(connected);
  return connected;
}

/** Two players who asked for the room one after the other, in one started match. */
async function startedMatch(fee: number, a?: TicTacToePlayer, b?: TicTacToePlayer) {
  const x = a ?? (await player());
  const o = b ?? (await player());
  const first = await x.join(fee);
  const second = await o.join(fee);
  expect(first.success && second.success).toBe(true);
  const matchId = (first as { msg: { userRoom_id: string } }).msg.userRoom_id;
  expect((second as { msg: { userRoom_id: string } }).msg.userRoom_id).toBe(matchId);
  await x.enter(matchId);
  await o.enter(matchId);
  return { x, o, matchId };
}

/** Waits until the server has heard the waiting member (X) leave: the match carries the mark. */
async function untilMarkedAway(matchId: string) {
  await expect
    .poll(async () => {
      const [row] = rowsOf<{ away: boolean }>(
        await t.database.db.execute(
          sql`select x_grace_until is not null as away from game_matches where id = ${matchId}`,
        ),
      );
      return row?.away;
    })
    .toBe(true);
}

const cells = (state: MatchState) => state.gameState.flat().join(',');
const balances = (memberId: string) => getMemberBalances(t.database.db, memberId);

describe(`Tic Tac Toe on ${testEngine}`, () => {
  it('plays a paid match to a win: fees into escrow, the prize to the winner, the rest to the house', async () => {
    const room = await paidRoom();
    const { x, o, matchId } = await startedMatch(room.fee);
    const entered = await x.enter(matchId);
    expect(entered).toMatchObject({ success: true, msg: { userId: x.memberId, userSymbol: 'X' } });
    const started = (entered as { msg: { room: MatchState } }).msg.room;
    expect(started).toMatchObject({ status: 'playing', currentTurn: x.memberId, winner: null });
    expect(started.player_turn_timeLeft).toBeGreaterThan(25);
    expect(started.players.map((p) => [p._id, p.symbol, p.connected])).toEqual([
      [x.memberId, 'X', true],
      [o.memberId, 'O', true],
    ]);

    for (const [who, row, col] of [
      [x, 0, 0],
      [o, 1, 0],
      [x, 0, 1],
      [o, 1, 1],
      [x, 0, 2],
    ] as const) {
      expect(await who.move(matchId, row, col)).toEqual({ success: true });
    }
    const end = await o.until((s) => s._id === matchId && s.status === 'finished');
    expect(end).toMatchObject({ winner: 'X', endReason: 'line', winningLine: [0, 1, 2] });
    expect(cells(end)).toBe('X,X,X,O,O,,,,');
    // Versions only grow, one per change, for both players.
    for (const seen of [x.states, o.states]) {
      const versions = seen.filter((s) => s._id === matchId).map((s) => s.version);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
    }
    expect(await balances(x.memberId)).toEqual({
      deposit: 100n * RUPEE - room.feeMilli,
      withdrawable: room.prizeMilli,
    });
    expect(await balances(o.memberId)).toEqual({
      deposit: 100n * RUPEE - room.feeMilli,
      withdrawable: 0n,
    });
    // The hub's figures for the day.
    const hub = await t.app.inject({
      method: 'GET',
      url: apiRoutes.bettingGamesHome.path,
      cookies: { sid: (await createSession(t.database.db, x.memberId, false)).token },
    });
    expect(hub.json().msg).toMatchObject({
      today_betting_amount: room.fee,
      today_bettings_winning_amount: Math.round(room.fee * 1800) / 1000,
      today_bettings_profit_or_lose_amount: Number((room.fee * 0.8).toFixed(3)),
    });
    await expectLedgerBalanced(t.database.db);
  });

  it('a full board without a line is a draw: both fees back', async () => {
    const room = await paidRoom();
    const { x, o, matchId } = await startedMatch(room.fee);
    const moves = [
      [x, 0, 0],
      [o, 0, 1],
      [x, 0, 2],
      [o, 1, 1],
      [x, 1, 0],
      [o, 1, 2],
      [x, 2, 1],
      [o, 2, 0],
      [x, 2, 2],
    ] as const;
    for (const [who, row, col] of moves)
      expect(await who.move(matchId, row, col)).toEqual({ success: true });
    const end = await x.until((s) => s._id === matchId && s.status === 'finished');
    expect(end).toMatchObject({ winner: 'draw', endReason: 'full_board' });
    for (const member of [x, o]) {
      expect(await balances(member.memberId)).toEqual({ deposit: 100n * RUPEE, withdrawable: 0n });
    }
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses a move out of turn and on a taken cell, and answers with the match as it is', async () => {
    const room = await paidRoom();
    const { x, o, matchId } = await startedMatch(room.fee);
    const heard = o.states.length;
    expect(await o.move(matchId, 1, 1)).toMatchObject({
      success: false,
      error_msg: 'It is not your turn.',
    });
    const answer = await o.until((s, i = o.states.indexOf(s)) => i >= heard && s._id === matchId);
    expect(answer).toMatchObject({ currentTurn: x.memberId, status: 'playing' });
    expect(cells(answer)).toBe(',,,,,,,,');

    expect(await x.move(matchId, 1, 1)).toEqual({ success: true });
    expect(await o.move(matchId, 1, 1)).toMatchObject({
      success: false,
      error_msg: 'That cell is already taken.',
    });
    const now = await o.until(
      (s) => s._id === matchId && cells(s) === ',,,,X,,,,' && s.currentTurn === o.memberId,
    );
    expect(now.version).toBeGreaterThan(answer.version);
    // A stranger cannot play in it.
    const stranger = await player();
    expect(await stranger.move(matchId, 0, 0)).toMatchObject({
      success: false,
      error_msg: 'This match is not yours.',
    });
    expect(await stranger.enter(matchId)).toEqual({
      success: false,
      error_msg: TIC_TAC_TOE_SERVER_TEXTS.notYourMatch,
    });
  });

  it('a move that passes the turn is one statement: board, turn, deadline, timer and notice; one that decides the match is left to the full path', async () => {
    const room = await paidRoom({ turnSeconds: 30 });
    const { x, o, matchId } = await startedMatch(room.fee);
    const moveInOneStatement = async (member: string, cell: number) => {
      const [row] = rowsOf<{ moved: boolean }>(
        await t.database.db.execute(
          sql`select game_match_move(${matchId}, ${member}, ${cell}::integer, ${DOMAIN_EVENTS_CHANNEL}) as moved`,
        ),
      );
      return row!.moved;
    };
    const stored = async () => {
      const [row] = rowsOf<{ board: string; version: number; turn_ms: string; timer_ms: string }>(
        await t.database.db.execute(sql`
          select m.board, m.version, game_epoch_ms(m.turn_deadline)::text as turn_ms,
                 game_epoch_ms(j.run_at)::text as timer_ms
          from game_matches m join jobs j on j.unique_key = 'game-match:' || m.id
          where m.id = ${matchId}`),
      );
      return row!;
    };
    const before = await stored();
    // Out of turn, and a cell out of the board: nothing happens.
    expect(await moveInOneStatement(o.memberId, 4)).toBe(false);
    expect(await moveInOneStatement(x.memberId, 9)).toBe(false);
    expect(await stored()).toEqual(before);

    expect(await moveInOneStatement(x.memberId, 4)).toBe(true);
    const after = await stored();
    expect(after).toMatchObject({ board: '....X....', version: before.version + 1 });
    // The timer moved to the fresh turn deadline, 30 s from the move.
    expect(after.timer_ms).toBe(after.turn_ms);
    expect(Number(after.turn_ms) - Date.now()).toBeGreaterThan(25_000);
    // Both players hear it from the statement's notice, as the match now stands.
    for (const who of [x, o]) {
      const heard = await who.until((s) => s._id === matchId && s.version === after.version);
      expect(heard).toMatchObject({ currentTurn: o.memberId, status: 'playing' });
      expect(cells(heard)).toBe(',,,,X,,,,');
    }
    // A taken cell is refused; X then O then X build a line that the full path must settle.
    expect(await moveInOneStatement(o.memberId, 4)).toBe(false);
    expect(await moveInOneStatement(o.memberId, 0)).toBe(true);
    expect(await moveInOneStatement(x.memberId, 3)).toBe(true);
    expect(await moveInOneStatement(o.memberId, 1)).toBe(true);
    const unsettled = await stored();
    expect(await moveInOneStatement(x.memberId, 5)).toBe(false);
    expect(await stored()).toEqual(unsettled);
    expect(await x.move(matchId, 1, 2)).toEqual({ success: true });
    const end = await x.until((s) => s._id === matchId && s.status === 'finished');
    expect(end).toMatchObject({ winner: 'X', endReason: 'line' });
    await expectLedgerBalanced(t.database.db);
  });

  it('the player on turn who lets the turn run out loses', async () => {
    const room = await paidRoom({ turnSeconds: 2 });
    const { x, o, matchId } = await startedMatch(room.fee);
    expect(await x.move(matchId, 0, 0)).toEqual({ success: true });
    const end = await x.until((s) => s._id === matchId && s.status === 'finished', 15_000);
    expect(end).toMatchObject({ winner: 'X', endReason: 'turn_timeout' });
    expect((await balances(x.memberId)).withdrawable).toBe(room.prizeMilli);
    expect((await balances(o.memberId)).withdrawable).toBe(0n);
    await expectLedgerBalanced(t.database.db);
  });

  it('nobody came: the search runs out, the fee comes back', async () => {
    const room = await paidRoom({ searchSeconds: 2 });
    const x = await player();
    const asked = await x.join(room.fee);
    const matchId = (asked as { msg: { userRoom_id: string } }).msg.userRoom_id;
    const entered = (await x.enter(matchId)) as { msg: { room: MatchState } };
    expect(entered.msg.room).toMatchObject({ status: 'waiting', players: [{ _id: x.memberId }] });
    expect(entered.msg.room.opponent_player_waiting_timeLeft).toBeGreaterThan(0);
    expect((await balances(x.memberId)).deposit).toBe(100n * RUPEE - room.feeMilli);
    const end = await x.until((s) => s._id === matchId && s.status === 'expired', 15_000);
    expect(end.endReason).toBe('search_timeout');
    expect((await balances(x.memberId)).deposit).toBe(100n * RUPEE);
    await expectLedgerBalanced(t.database.db);
  });

  it('Cancel while waiting refunds the fee once; after the start it is refused', async () => {
    const room = await paidRoom();
    const x = await player();
    const matchId = ((await x.join(room.fee)) as { msg: { userRoom_id: string } }).msg.userRoom_id;
    const answers = await Promise.all([x.cancel(matchId), x.cancel(matchId), x.cancel(matchId)]);
    expect(answers.filter((a) => a.success)).toEqual([
      { success: true, msg: TIC_TAC_TOE_SERVER_TEXTS.cancelledPaid },
    ]);
    expect((await balances(x.memberId)).deposit).toBe(100n * RUPEE);

    const { x: a, matchId: started } = await startedMatch(room.fee);
    expect(await a.cancel(started)).toEqual({
      success: false,
      error_msg: TIC_TAC_TOE_SERVER_TEXTS.cancelNotWaiting,
    });
    await expectLedgerBalanced(t.database.db);
  });

  it('a player who comes back within the grace plays on', async () => {
    const room = await paidRoom({ graceSeconds: 4 });
    const { x, o, matchId } = await startedMatch(room.fee);
    expect(await x.move(matchId, 0, 0)).toEqual({ success: true });
    expect(await o.move(matchId, 1, 1)).toEqual({ success: true });
    x.close();
    const gone = await o.until((s) => s.players.some((p) => p._id === x.memberId && !p.connected));
    const remaining = gone.players.find((p) => p._id === x.memberId)!.remaining_disconnect;
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThanOrEqual(4);

    const session = await createSession(t.database.db, x.memberId, false);
    const back = await connectPlayer(origin, `sid=${session.token}`, x.memberId);
    players.push(back);
    const entered = (await back.enter(matchId)) as { msg: { room: MatchState } };
    expect(entered.msg.room.players.every((p) => p.connected)).toBe(true);
    expect(await back.move(matchId, 0, 1)).toEqual({ success: true });
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const latest = o.states.filter((s) => s._id === matchId).at(-1)!;
    expect(latest).toMatchObject({ status: 'playing', currentTurn: o.memberId });
  });

  it('a player gone beyond the grace forfeits once both have moved; before that the match is aborted', async () => {
    const room = await paidRoom({ graceSeconds: 2 });
    const { x, o, matchId } = await startedMatch(room.fee);
    expect(await x.move(matchId, 0, 0)).toEqual({ success: true });
    expect(await o.move(matchId, 1, 1)).toEqual({ success: true });
    o.close();
    const end = await x.until((s) => s._id === matchId && s.status === 'finished', 15_000);
    expect(end).toMatchObject({ winner: 'X', endReason: 'abandoned' });
    // The winner's final screen shows who left as away, with no wait to come back.
    expect(end.players.find((p) => p._id === o.memberId)).toMatchObject({
      connected: false,
      remaining_disconnect: null,
    });
    expect(end.players.find((p) => p._id === x.memberId)).toMatchObject({ connected: true });
    // Back on the result screen, the leaver is shown back, to both.
    const session = await createSession(t.database.db, o.memberId, false);
    const back = await connectPlayer(origin, `sid=${session.token}`, o.memberId);
    players.push(back);
    const entered = (await back.enter(matchId)) as { msg: { room: MatchState } };
    expect(entered.msg.room.players.every((p) => p.connected)).toBe(true);
    await x.until((s) => s._id === matchId && s.players.every((p) => p.connected));
    expect((await balances(x.memberId)).withdrawable).toBe(room.prizeMilli);

    const early = await startedMatch(room.fee);
    expect(await early.x.move(early.matchId, 0, 0)).toEqual({ success: true });
    early.x.close();
    const aborted = await early.o.until(
      (s) => s._id === early.matchId && s.status === 'finished',
      15_000,
    );
    expect(aborted).toMatchObject({ winner: 'draw', endReason: 'aborted' });
    for (const member of [early.x, early.o]) {
      expect(await balances(member.memberId)).toEqual({ deposit: 100n * RUPEE, withdrawable: 0n });
    }
    await expectLedgerBalanced(t.database.db);
  });

  it('a waiting member who closed the page is not charged: the match is called off, both refunded', async () => {
    const room = await paidRoom({ graceSeconds: 2 });
    const x = await player();
    const asked = await x.join(room.fee);
    const matchId = (asked as { msg: { userRoom_id: string } }).msg.userRoom_id;
    await x.enter(matchId);
    x.close();
    // The server has heard them leave (a waiting match keeps the mark, not a grace yet).
    await untilMarkedAway(matchId);

    const o = await player();
    expect(await o.join(room.fee)).toMatchObject({ success: true, msg: { userRoom_id: matchId } });
    const entered = (await o.enter(matchId)) as { msg: { room: MatchState } };
    // Shown as away, with no turn clock running against them.
    expect(entered.msg.room.players.find((p) => p._id === x.memberId)?.connected).toBe(false);
    expect(entered.msg.room.player_turn_timeLeft).toBeNull();
    const end = await o.until((s) => s._id === matchId && s.status === 'finished', 15_000);
    expect(end).toMatchObject({ winner: 'draw', endReason: 'aborted' });
    for (const member of [x, o]) {
      expect(await balances(member.memberId)).toEqual({ deposit: 100n * RUPEE, withdrawable: 0n });
    }
    await expectLedgerBalanced(t.database.db);
  });

  it('a waiting member who left and came back plays, their turn clock starting on their return', async () => {
    const room = await paidRoom({ graceSeconds: 30 });
    const member = await buildMember(t.database.db, { deposit: 100n * RUPEE });
    const cookie = `sid=${(await createSession(t.database.db, member.id, false)).token}`;
    const x = await connectPlayer(origin, cookie, member.id);
    players.push(x);
    const matchId = ((await x.join(room.fee)) as { msg: { userRoom_id: string } }).msg.userRoom_id;
    await x.enter(matchId);
    x.close();
    await untilMarkedAway(matchId);
    const o = await player();
    await o.join(room.fee);
    await o.enter(matchId);
    // The same member opens the page again.
    const again = await connectPlayer(origin, cookie, member.id);
    players.push(again);
    const entered = (await again.enter(matchId)) as { msg: { room: MatchState } };
    expect(entered.msg.room.players.find((p) => p._id === x.memberId)?.connected).toBe(true);
    expect(entered.msg.room.player_turn_timeLeft).toBeGreaterThan(25);
    expect(await again.move(matchId, 0, 0)).toEqual({ success: true });
  });

  it('players whose sockets went with a dead process get their grace from the sweep', async () => {
    const room = await paidRoom({ graceSeconds: 30 });
    const { matchId } = await startedMatch(room.fee);
    const graces = async () =>
      rowsOf<{ x: boolean; o: boolean }>(
        await t.database.db.execute(sql`select x_grace_until is not null as x,
          o_grace_until is not null as o from game_matches where id = ${matchId}`),
      )[0];
    // Both present: the sweep leaves them be.
    await t.database.db.execute(
      sql`update game_matches set started_at = started_at - interval '5 minutes' where id = ${matchId}`,
    );
    await t.database.db.transaction((tx) => startGraceOfVanishedPlayers(tx));
    expect(await graces()).toEqual({ x: false, o: false });
    // Their process stopped refreshing its rows a minute ago (it died with their sockets).
    await t.database.db.execute(
      sql`update game_match_sockets set seen_at = now() - interval '1 minute' where match_id = ${matchId}`,
    );
    await t.database.db.transaction((tx) => startGraceOfVanishedPlayers(tx));
    expect(await graces()).toEqual({ x: true, o: true });
  });

  it('20 simultaneous asks for one paid room by one member: one match, one fee', async () => {
    const room = await paidRoom();
    const x = await player();
    const answers = await twentyTogether(() => x.join(room.fee));
    const ids = new Set(
      answers.map((a) => (a as { msg: { userRoom_id: string } }).msg.userRoom_id),
    );
    expect(answers.every((a) => a.success)).toBe(true);
    expect(ids.size).toBe(1);
    expect((await balances(x.memberId)).deposit).toBe(100n * RUPEE - room.feeMilli);
    // A second member meets them in that match, charged once too.
    const o = await player();
    const joined = await twentyTogether(() => o.join(room.fee));
    expect(
      new Set(joined.map((a) => (a as { msg: { userRoom_id: string } }).msg.userRoom_id)),
    ).toEqual(ids);
    expect((await balances(o.memberId)).deposit).toBe(100n * RUPEE - room.feeMilli);
    await expectLedgerBalanced(t.database.db);
  });

  it('a member searches in one room at a time, and pays one fee', async () => {
    const first = await paidRoom();
    const second = await paidRoom();
    const x = await player();
    expect(await x.join(first.fee)).toMatchObject({ success: true });
    expect(await x.join(second.fee)).toMatchObject({
      success: false,
      error_msg: TIC_TAC_TOE_SERVER_TEXTS.searchingElsewhere,
    });
    expect((await balances(x.memberId)).deposit).toBe(100n * RUPEE - first.feeMilli);

    // Asked in both rooms at once: one search, one fee.
    const [third, fourth] = [await paidRoom(), await paidRoom()];
    const y = await player();
    const answers = await Promise.all([y.join(third.fee), y.join(fourth.fee)]);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    const paid = answers[0]!.success ? third.feeMilli : fourth.feeMilli;
    expect((await balances(y.memberId)).deposit).toBe(100n * RUPEE - paid);
    await expectLedgerBalanced(t.database.db);
  });

  it('a member whose deposit does not cover the fee gets Low Balance and pays nothing', async () => {
    const room = await paidRoom();
    const poor = await player(BigInt(room.fee) * RUPEE - 1n);
    expect(await poor.join(room.fee)).toMatchObject({
      success: false,
      error_msg: 'Your balance is too low to join this room.',
    });
    expect((await balances(poor.memberId)).deposit).toBe(BigInt(room.fee) * RUPEE - 1n);
  });

  it('the lobby lists the rooms with their counts; with paid rooms off only free rooms are open', async () => {
    const practice = await admin.call('POST', adminRoutes.gameRoomCreate.path, {
      roomName: 'Practice Room',
      entryFees: 0,
      prize: 0,
    });
    expect(practice.status).toBe(200);
    const room = await paidRoom();
    const x = await player();
    const matchId = ((await x.join(room.fee)) as { msg: { userRoom_id: string } }).msg.userRoom_id;
    await x.enter(matchId);
    const lobby = (await x.socket.emitWithAck(
      TIC_TAC_TOE_CLIENT_EVENTS.fetchRooms,
    )) as FetchRoomsAck;
    expect(lobby.success).toBe(true);
    const rooms = (lobby as Extract<FetchRoomsAck, { success: true }>).msg.otherRoomsData_get
      .ticTacToe_roomsData;
    expect(rooms[0]).toMatchObject({
      roomName: 'Practice Room',
      entryFees: 0,
      type: 'Practice Room',
    });
    expect(rooms.find((r) => r.entryFees === room.fee)).toMatchObject({
      waiting_player: 1,
      live_players: 0,
      maxPlayers: 2,
      isAlreadyJoined: true,
      type: room.fee,
    });

    const lobbyPage = await player();
    lobbyPage.socket.emit('register_component', { type: 'ticTacToe_out_room_details' });
    const pushed = new Promise((resolve) =>
      lobbyPage.socket.once(SERVER_EVENTS.ticTacToeRoomsUpdated, resolve),
    );
    expect(
      (await admin.call('PATCH', adminRoutes.gameSettingsUpdate.path, { paidRooms: false })).body,
    ).toEqual({
      paidRooms: false,
    });
    await pushed;
    // The waiting match closed with its fee back; the lobby lists free rooms only.
    expect((await balances(x.memberId)).deposit).toBe(100n * RUPEE);
    await x.until((s) => s._id === matchId && s.status === 'cancelled');
    const after = (await x.socket.emitWithAck(TIC_TAC_TOE_CLIENT_EVENTS.fetchRooms)) as Extract<
      FetchRoomsAck,
      { success: true }
    >;
    expect(after.msg.otherRoomsData_get.ticTacToe_roomsData.map((r) => r.entryFees)).toEqual([0]);
    expect(await x.join(room.fee)).toMatchObject({
      success: false,
      error_msg: TIC_TAC_TOE_SERVER_TEXTS.paidRoomsOff,
    });
    // The practice room plays for free.
    const a = await player(0n);
    const b = await player(0n);
    const free = await startedMatch('Practice Room' as never, a, b);
    expect(await a.move(free.matchId, 0, 0)).toEqual({ success: true });
    await admin.call('PATCH', adminRoutes.gameSettingsUpdate.path, { paidRooms: true });
    await expectLedgerBalanced(t.database.db);
  });

  it('joins racing the paid-rooms switch leave no paid match waiting once it has answered', async () => {
    const room = await paidRoom();
    const members = await Promise.all(Array.from({ length: 8 }, () => player()));
    const switched = admin.call('PATCH', adminRoutes.gameSettingsUpdate.path, { paidRooms: false });
    const joins = members.map((member) => member.join(room.fee));
    expect((await switched).status).toBe(200);
    const waitingNow = async () => {
      const [row] = rowsOf<{ n: number }>(
        await t.database.db.execute(sql`
          select count(*)::int as n from game_matches m join game_rooms r on r.id = m.room_id
          where m.status = 'waiting' and r.entry_fee > 0`),
      );
      return row!.n;
    };
    expect(await waitingNow()).toBe(0);
    await Promise.all(joins);
    expect(await waitingNow()).toBe(0);
    // Refused or refunded: nobody paid for a match that cannot be played. Two joins that both
    // came before the switch may have met in a match, which then plays on with its fees.
    const playing = rowsOf<{ player_x: string; player_o: string }>(
      await t.database.db.execute(sql`
        select player_x, player_o from game_matches
        where room_id = (select id from game_rooms where entry_fee = ${room.feeMilli.toString()}::bigint)
          and status = 'playing'`),
    );
    const inPlay = new Set(playing.flatMap((match) => [match.player_x, match.player_o]));
    for (const member of members) {
      const paid = inPlay.has(member.memberId) ? room.feeMilli : 0n;
      expect((await balances(member.memberId)).deposit).toBe(100n * RUPEE - paid);
    }
    await admin.call('PATCH', adminRoutes.gameSettingsUpdate.path, { paidRooms: true });
    await expectLedgerBalanced(t.database.db);
  });

  it('the console lists live matches and results with their settlements', async () => {
    const room = await paidRoom();
    const { x, o, matchId } = await startedMatch(room.fee);
    const live = await admin.call('GET', `${adminRoutes.gameMatchList.path}?state=live`);
    expect(live.body.matches.some((m: { _id: string }) => m._id === matchId)).toBe(true);
    for (const [who, row, col] of [
      [x, 0, 0],
      [o, 1, 0],
      [x, 1, 1],
      [o, 2, 0],
      [x, 2, 2],
    ] as const) {
      await who.move(matchId, row, col);
    }
    await x.until((s) => s._id === matchId && s.status === 'finished');
    const ended = await admin.call('GET', `${adminRoutes.gameMatchList.path}?state=ended`);
    expect(ended.body.matches.find((m: { _id: string }) => m._id === matchId)).toMatchObject({
      winner: 'X',
      endReason: 'line',
      moves: 5,
      settlement: {
        prize: Math.round(room.fee * 1800) / 1000,
        houseShare: Number((room.fee * 0.2).toFixed(3)),
        refunds: 0,
      },
    });
    const rooms = await admin.call('GET', adminRoutes.gameRoomList.path);
    expect(
      rooms.body.rooms.find((r: { entryFees: number }) => r.entryFees === room.fee),
    ).toMatchObject({
      prize: Math.round(room.fee * 1800) / 1000,
      turnSeconds: 30,
    });
    const tooRich = await admin.call(
      'PATCH',
      adminRoutes.gameRoomUpdate.path.replace(':id', rooms.body.rooms[0]._id),
      {
        prize: 1_000,
      },
    );
    expect(tooRich.status).toBe(400);
    const sameFee = await admin.call('POST', adminRoutes.gameRoomCreate.path, {
      roomName: 'Twin',
      entryFees: room.fee,
      prize: 1,
    });
    expect(sameFee.status).toBe(409);
  });
});

describe(`a server restart mid-match on ${testEngine}`, () => {
  it('resumes the match from its stored deadlines and settles it exactly once', async () => {
    const room = await paidRoom({ turnSeconds: 3 });
    const { x, o, matchId } = await startedMatch(room.fee);
    expect(await x.move(matchId, 0, 0)).toEqual({ success: true });
    // The first server stops (its job runner with it) without the database going away.
    await t.app.close();
    x.close();
    o.close();
    const second = await restartedApp(t, { jobPollMs: 100 });
    try {
      for (;;) {
        const [row] = rowsOf<{ status: string; end_reason: string | null }>(
          await t.database.db.execute(
            sql`select status, end_reason from game_matches where id = ${matchId}`,
          ),
        );
        if (row?.status === 'finished') {
          expect(row.end_reason).toBe('turn_timeout');
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const prizes = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from transfers where idempotency_key like ${`game:${matchId}:%`}`,
        ),
      );
      // Two fees in, the prize and the house share out: nothing twice.
      expect(prizes[0]!.n).toBe(4);
      expect((await balances(x.memberId)).withdrawable).toBe(room.prizeMilli);
      await expectLedgerBalanced(t.database.db);
    } finally {
      await second.close();
    }
  });
});
