import { eq, sql } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { pathOf } from '@kamao/contract/api-route';
import { SERVER_EVENTS, SOCKET_PATH, type UserBalanceUpdated } from '@kamao/contract/realtime';
import { SESSION_FLAGS } from '@kamao/contract/session-flags';
import { sessions, withdrawals } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';
import { memberWallet, systemAccount } from '../ledger/kinds.ts';
import { transfer } from '../ledger/post-movement.ts';
import { createSession } from '../modules/auth/index.ts';
import { decideWithdrawal } from '../modules/wallet/index.ts';
import { buildMember } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { testEngine } from '../test/test-database.ts';

let t: TestApp;
let origin: string;
const open = new Set<Socket>();

beforeAll(async () => {
  t = await buildTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const socket of open) socket.disconnect();
  open.clear();
});
afterAll(async () => {
  await t?.close();
});

const cookieOf = (token: string) => `sid=${token}`;

function socketWith(headers: Record<string, string> = {}): Socket {
  const socket = connectSocket(origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  open.add(socket);
  return socket;
}

/** Resolves with the connect error's message and data, or fails if the socket connects. */
function refusal(socket: Socket): Promise<{ message: string; data: unknown }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the socket connected')));
    socket.once('connect_error', (error: Error & { data?: unknown }) =>
      resolve({ message: error.message, data: error.data }),
    );
  });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function nextEvent<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

function disconnection(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

async function memberWithSocket(overrides: Parameters<typeof buildMember>[1] = {}) {
  const member = await buildMember(t.database.db, overrides);
  // The notices of the member's funding leave before their page opens.
  await t.app.runtime.outbox.kick();
  const session = await createSession(t.database.db, member.id, false);
  const socket = socketWith({ cookie: cookieOf(session.token) });
  await connected(socket);
  return { member, session, socket };
}

const grant = (memberId: string, amount: bigint, key: string) =>
  transfer(t.database.db, {
    kind: 'grant',
    from: systemAccount('grants'),
    to: memberWallet(memberId, 'withdrawable'),
    amount,
    key,
  });

describe(`the real-time socket on ${testEngine}`, () => {
  it('refuses a handshake without a session cookie with the spec’s flag', async () => {
    const answer = await refusal(socketWith());
    expect(answer).toEqual({
      message: SESSION_FLAGS.tokenNotFound,
      data: { error_msg: SESSION_FLAGS.tokenNotFound },
    });
  });

  it('refuses a forged cookie and an expired session as an expired session', async () => {
    const forged = await refusal(socketWith({ cookie: cookieOf('x'.repeat(43)) }));
    expect(forged.message).toBe(SESSION_FLAGS.invalid);

    const member = await buildMember(t.database.db);
    const session = await createSession(t.database.db, member.id, false);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, member.id));
    const expired = await refusal(socketWith({ cookie: cookieOf(session.token) }));
    expect(expired).toEqual({
      message: SESSION_FLAGS.invalid,
      data: { error_msg: SESSION_FLAGS.invalid },
    });
  });

  it('refuses a banned member as gone', async () => {
    const member = await buildMember(t.database.db, { status: 'banned' });
    const session = await createSession(t.database.db, member.id, false);
    const answer = await refusal(socketWith({ cookie: cookieOf(session.token) }));
    expect(answer.message).toBe(SESSION_FLAGS.userNotFound);
  });

  it('refuses a page of another site that carries the member’s cookie', async () => {
    const member = await buildMember(t.database.db);
    const session = await createSession(t.database.db, member.id, false);
    const answer = await refusal(
      socketWith({ cookie: cookieOf(session.token), origin: 'https://evil.example' }),
    );
    expect(answer.message).not.toBe('');
  });

  it('connects a logged-in member and tells only them their new balance when money moves', async () => {
    const { member, socket } = await memberWithSocket({ withdrawable: 5_000n, deposit: 2_000n });
    const bystander = await memberWithSocket();
    let bystanderHeard = 0;
    bystander.socket.on(SERVER_EVENTS.userBalanceUpdated, () => (bystanderHeard += 1));

    const update = nextEvent<UserBalanceUpdated>(socket, SERVER_EVENTS.userBalanceUpdated);
    await grant(member.id, 1_250n, `socket-grant:${member.id}`);
    expect(await update).toEqual({
      withdrawable_amount: 6.25,
      deposit_amount: 2,
      available_balance: 8.25,
    });
    // The bystander's own next movement arrives, and nothing of the first member's came before.
    const own = nextEvent<UserBalanceUpdated>(bystander.socket, SERVER_EVENTS.userBalanceUpdated);
    await grant(bystander.member.id, 1n, `socket-grant:${bystander.member.id}`);
    expect((await own).withdrawable_amount).toBe(0.001);
    expect(bystanderHeard).toBe(1);
  });

  it('sends nothing for a movement whose transaction rolled back', async () => {
    const { member, socket } = await memberWithSocket();
    const heard: UserBalanceUpdated[] = [];
    socket.on(SERVER_EVENTS.userBalanceUpdated, (update: UserBalanceUpdated) => heard.push(update));
    await expect(
      t.database.db.transaction(async (tx) => {
        await transfer(tx, {
          kind: 'grant',
          from: systemAccount('grants'),
          to: memberWallet(member.id, 'withdrawable'),
          amount: 9_000n,
          key: `rolled-back:${member.id}`,
        });
        throw new Error('the feature failed after the movement');
      }),
    ).rejects.toThrow('the feature failed');
    // A committed movement after it is the first and only update the page sees.
    const committed = nextEvent<UserBalanceUpdated>(socket, SERVER_EVENTS.userBalanceUpdated);
    await grant(member.id, 10n, `committed:${member.id}`);
    expect((await committed).withdrawable_amount).toBe(0.01);
    expect(heard).toHaveLength(1);
  });

  it('tells the member’s page when the operator pays out their withdrawal, though no balance moves', async () => {
    const admin = await buildMember(t.database.db, { role: 'admin' });
    const { member, socket } = await memberWithSocket({ withdrawable: 80_000n });
    const withdrawalId = newId();
    await t.database.db.insert(withdrawals).values({
      id: withdrawalId,
      memberId: member.id,
      method: 'UPI',
      accountInformation: 'member@okaxis',
      amount: 60_000n,
    });
    const held = nextEvent<UserBalanceUpdated>(socket, SERVER_EVENTS.userBalanceUpdated);
    await transfer(t.database.db, {
      kind: 'withdrawal_hold',
      from: memberWallet(member.id, 'withdrawable'),
      to: systemAccount('pending_payouts'),
      amount: 60_000n,
      key: `hold:${withdrawalId}`,
    });
    expect((await held).withdrawable_amount).toBe(20);
    const update = nextEvent<UserBalanceUpdated>(socket, SERVER_EVENTS.userBalanceUpdated);
    await decideWithdrawal(t.database.db, { withdrawalId, status: 'Success', adminId: admin.id });
    expect(await update).toEqual({
      withdrawable_amount: 20,
      deposit_amount: 0,
      available_balance: 20,
    });
  });

  it('disconnects a member’s sockets at once when an operator bans them', async () => {
    const admin = await buildMember(t.database.db, { role: 'admin' });
    const adminSession = await createSession(t.database.db, admin.id, false);
    const { member, socket } = await memberWithSocket();
    const gone = disconnection(socket);
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(adminRoutes.memberBan, { id: member.id }),
      payload: { reason: 'Socket test' },
      headers: { cookie: cookieOf(adminSession.token) },
    });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('disconnects the socket of the session that logged out and keeps the member’s others', async () => {
    const { member, session, socket } = await memberWithSocket();
    const otherSession = await createSession(t.database.db, member.id, false);
    const otherSocket = socketWith({ cookie: cookieOf(otherSession.token) });
    await connected(otherSocket);

    const gone = disconnection(socket);
    const res = await t.app.inject({
      method: 'POST',
      url: '/userRoute/logout',
      headers: { cookie: cookieOf(session.token) },
    });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    // The other session still hears its member's money.
    const update = nextEvent<UserBalanceUpdated>(otherSocket, SERVER_EVENTS.userBalanceUpdated);
    await grant(member.id, 5n, `after-logout:${member.id}`);
    expect((await update).withdrawable_amount).toBe(0.005);
    expect(otherSocket.connected).toBe(true);
  });
});
