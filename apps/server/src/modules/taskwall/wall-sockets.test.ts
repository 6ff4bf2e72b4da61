import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  SOCKET_PATH,
  type OfferWallBalancePush,
} from '@kamao/contract/realtime';
import { createSession } from '../auth/index.ts';
import { buildMember } from '../../test/factories.ts';
import { signedInMember } from '../../test/member-client.ts';
import { md5Postback } from '../../test/postbacks.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';

let t: TestApp;
let origin: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

async function wallPageSocket(memberId: string): Promise<Socket> {
  const session = await createSession(t.database.db, memberId, false);
  const socket = connectSocket(origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: { cookie: `sid=${session.token}` },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

describe(`the task-wall page’s live figures on ${testEngine}`, () => {
  it('answers a registered page’s ask and pushes the new figures when a postback lands', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const wall = await admin.call('POST', adminRoutes.offerWallCreate.path, {
      name: 'Live wall',
      slug: 'live-wall',
      urlTemplate: 'https://wall.example.com/?u={userId}',
      scheme: 'md5',
      secret: 'live-secret-of-the-wall',
      allowedIps: ['203.0.113.9'],
    });
    expect(wall.status).toBe(200);
    const member = await buildMember(t.database.db);
    const onWallPage = await wallPageSocket(member.id);
    const elsewhere = await wallPageSocket(member.id);
    onWallPage.emit(CLIENT_EVENTS.registerComponent, { type: 'taskWall' });
    const asked = await onWallPage.emitWithAck(CLIENT_EVENTS.offerWallBalance, { success: true });
    expect(asked).toEqual({
      msg: {
        available_balance: 0,
        today_offerWallIncome: 0,
        total_offerWall: 1,
        today_completed: 0,
      },
    });

    let strayPush = false;
    elsewhere.on(SERVER_EVENTS.offerWallBalance, () => (strayPush = true));
    const pushed = new Promise<OfferWallBalancePush>((resolve) =>
      onWallPage.once(SERVER_EVENTS.offerWallBalance, resolve),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: md5Postback('live-wall', 'live-secret-of-the-wall', {
        subId: member.id,
        transId: 'L',
        reward: '4.5',
      }),
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(200);
    expect(await pushed).toEqual({
      success: true,
      credited: true,
      msg: {
        available_balance: 4.5,
        today_offerWallIncome: 4.5,
        total_offerWall: 1,
        today_completed: 1,
      },
    });
    // A page that did not register as a task wall hears nothing of it.
    await onWallPage.emitWithAck(CLIENT_EVENTS.offerWallBalance, {});
    expect(strayPush).toBe(false);
  });
});
