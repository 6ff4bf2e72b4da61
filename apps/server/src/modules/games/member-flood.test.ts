import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_ROOM_JOIN_TYPE } from '@kamao/contract/constants';
import { TOO_MANY_REQUESTS_MESSAGE } from '@kamao/contract/error-texts';
import { TIC_TAC_TOE_CLIENT_EVENTS as EVENTS } from '@kamao/contract/tic-tac-toe';
import { createSession } from '../auth/index.ts';
import { buildMember } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { connectPlayer, type TicTacToePlayer } from '../../test/tic-tac-toe-player.ts';
import { MEMBER_EVENTS_PER_SECOND, MemberEventBudget } from './member-event-budget.ts';

const SOCKETS = 100;
const EVENTS_PER_SOCKET = 20;

let t: TestApp;
let origin: string;
const sockets: TicTacToePlayer[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

async function memberWithSockets(count: number): Promise<TicTacToePlayer[]> {
  const member = await buildMember(t.database.db);
  const session = await createSession(t.database.db, member.id, false);
  const opened = await Promise.all(
    Array.from({ length: count }, () => connectPlayer(origin, `sid=${session.token}`, member.id)),
  );
  sockets.push(...opened);
  return opened;
}

/** How long the member's lobby (fetchRooms_data) takes to answer, in ms. */
async function lobbyTime(player: TicTacToePlayer): Promise<number> {
  const started = performance.now();
  const answer = (await player.socket.timeout(30_000).emitWithAck(EVENTS.fetchRooms)) as {
    success: boolean;
  };
  expect(answer.success).toBe(true);
  return performance.now() - started;
}

describe('a member flooding the game from many sockets', () => {
  it('is held to one member’s events a second, and another member’s lobby stays quick', async () => {
    const flooder = await memberWithSockets(SOCKETS);
    const [other] = await memberWithSockets(1);
    await lobbyTime(other!); // the first answer warms the lobby's copy
    const before = Math.max(await lobbyTime(other!), await lobbyTime(other!));

    const started = performance.now();
    const joins = Promise.all(
      flooder.flatMap((player) =>
        Array.from(
          { length: EVENTS_PER_SOCKET },
          () =>
            player.socket
              .timeout(60_000)
              .emitWithAck(EVENTS.joinRequest, { type: PRACTICE_ROOM_JOIN_TYPE }) as Promise<{
              error_msg?: string;
            }>,
        ),
      ),
    );
    // The other member opens the lobby while the flood is under way.
    const during = await lobbyTime(other!);
    const answers = await joins;
    const seconds = (performance.now() - started) / 1000;

    const handled = answers.filter((answer) => answer.error_msg !== TOO_MANY_REQUESTS_MESSAGE);
    expect(answers).toHaveLength(SOCKETS * EVENTS_PER_SOCKET);
    // Each second that the flood lasted (the first one included) lets one member's worth through.
    expect(handled.length).toBeGreaterThan(0);
    expect(handled.length).toBeLessThanOrEqual(MEMBER_EVENTS_PER_SECOND * Math.ceil(seconds + 1));
    // Before, the flood's 2,000 joins were each handled and the lobby took 4 s on an idle
    // machine. With the budget it takes 0.3–1.3 s here: the flood's sockets and the server share
    // this process, and in CI the machine with the browser journeys.
    expect(during, `lobby ${during} ms during the flood, ${before} ms before`).toBeLessThan(
      Math.max(2_000, before * 10),
    );
  });
});

describe('the member event budget', () => {
  it('counts one member’s events over two processes together', async () => {
    // Two processes' budgets over the one store they share; a fixed clock keeps one window.
    const now = () => 1_000_000;
    const processes = [
      new MemberEventBudget(t.app.runtime.sharedState, { alone: false, now }),
      new MemberEventBudget(t.app.runtime.sharedState, { alone: false, now }),
    ];
    const member = (await buildMember(t.database.db)).id;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => processes[index % 2]!.allows(member)),
    );
    expect(answers.filter(Boolean)).toHaveLength(MEMBER_EVENTS_PER_SECOND);
    // Another member has a budget of their own.
    expect(await processes[0]!.allows((await buildMember(t.database.db)).id)).toBe(true);
  });
});
