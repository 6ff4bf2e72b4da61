import { request, type APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { gameAdminRoutes } from '@kamao/contract/admin/games';
import { TIC_TAC_TOE_TEXTS as T } from '@kamao/contract/tic-tac-toe';
import {
  ARTIFACTS_DIR,
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  logInRequest,
  seen,
  useBrowser,
  type Visit,
} from '../support/browser.ts';
import { fundDeposit, newSignedInMember } from '../support/members.ts';
import { bettingFigures, LOBBY_PATH, play, playToFullBoard } from '../support/tic-tac-toe.ts';

// How matches end other than by a line: a turn left to run out, a player who drops before the
// first move, a player who drops mid-match and is not back in time, a full board in a paid room.
// Each result's reason is read under its banner on a phone and on a desktop, and the
// reconnecting overlay is seen covering the whole screen.

const browser = useBrowser();
const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

// A paid room of this file only, with short clocks so an ending comes in seconds. The turn is
// longer than the grace, so a dropped player's grace always runs out before their turn does.
const ROOM = {
  roomName: 'Quick Room',
  entryFees: 1,
  prize: 1.8,
  turnSeconds: 10,
  searchSeconds: 120,
  graceSeconds: 4,
};
let roomId = '';
let operator: APIRequestContext;

beforeAll(async () => {
  operator = await request.newContext({ baseURL: inject('baseURL') });
  await logInRequest(operator, ADMIN);
  const answer = await operator.post(gameAdminRoutes.gameRoomCreate.path, { data: ROOM });
  expect(answer.status(), await answer.text()).toBe(200);
  roomId = (await answer.json()).room._id;
});

// The room is closed again, so no later journey's lobby shows it.
afterAll(async () => {
  if (roomId) {
    const path = gameAdminRoutes.gameRoomUpdate.path.replace(':id', roomId);
    const answer = await operator.patch(path, { data: { enabled: false } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  await operator?.dispose();
});

/**
 * A member on a page whose network can be lost and found again, as a phone's. Lost, the page is
 * offline, so each new try of its sockets fails at once; Chromium keeps an open WebSocket through
 * that, so the page's sockets, passed through a route, are closed on both ends (the server sees
 * the player go).
 */
async function playerWithNetwork(width: number, tag: string) {
  const visit = await browser.open({
    width,
    // What Chromium prints for each try the page makes while the network is lost.
    allowErrors: [/WebSocket connection to .* failed: .*ERR_INTERNET_DISCONNECTED/],
  });
  const member = await newSignedInMember(visit.context, 'endings', tag);
  await fundDeposit(visit.context.request);
  const open = new Set<{ close(): Promise<void> }>();
  await visit.page.routeWebSocket(/\/socket\.io\//, (page) => {
    const server = page.connectToServer();
    open.add({ close: () => Promise.all([page.close(), server.close()]).then(() => undefined) });
  });
  return {
    ...visit,
    member,
    async loseNetwork() {
      await visit.context.setOffline(true);
      await Promise.all([...open].map((socket) => socket.close()));
      open.clear();
    },
    async findNetwork() {
      await visit.context.setOffline(false);
    },
  };
}
type Player = Awaited<ReturnType<typeof playerWithNetwork>>;

async function joinQuickRoom(player: Visit) {
  const { page } = player;
  if (!page.url().endsWith(LOBBY_PATH)) await page.goto(LOBBY_PATH);
  await page.getByRole('button', { name: `Join ${ROOM.roomName}` }).click();
  await page.waitForURL(/\/member\/betting-games\/tic-tac-toe\/play\//);
  await seen(page.getByRole('heading', { name: T.title }));
}

/** Both in the room: the first to join is X and moves first. */
async function startMatch(x: Player, o: Player) {
  await joinQuickRoom(x);
  await seen(x.page.getByText(T.waitingOverlay));
  await joinQuickRoom(o);
  await seen(x.page.getByText(T.yourTurnHelper));
  await seen(o.page.getByText(T.opponentTurnHelper));
}

/** The result banner with its reason line, as the member reads it. */
async function seeResult(player: Visit, banner: string, reason: string) {
  const status = player.page.getByRole('status').filter({ hasText: banner });
  await seen(status.getByText(reason, { exact: true }), 30_000);
}

/** The reconnecting overlay covers the whole screen, not only the page's column. */
async function expectOverlayOnWholeScreen(player: Visit) {
  const overlay = player.page.getByRole('status').filter({ hasText: 'Reconnecting' });
  await seen(overlay);
  const cover = await overlay.locator('xpath=..').boundingBox();
  const screen = player.page.viewportSize()!;
  expect(cover).toEqual({ x: 0, y: 0, width: screen.width, height: screen.height });
}

async function depositOf(player: Visit): Promise<number> {
  return (await bettingFigures(player.page)).deposit_amount!;
}

test('a turn left to run out loses the match, and the banner says whose time ran out', async () => {
  const ana = await playerWithNetwork(PHONE_WIDTH, 'ana');
  const ben = await playerWithNetwork(DESKTOP_WIDTH, 'ben');
  await startMatch(ana, ben);
  // Ana never moves.
  const reason = `Time ran out for ${ana.member.name}.`;
  await seeResult(ana, T.opponentWins, reason);
  await seeResult(ben, T.youWin, reason);
  await ana.screenshot('games-timeout-390');
  await ben.screenshot('games-timeout-1280');
  await ana.page.setViewportSize({ width: 360, height: 640 });
  await ana.page.screenshot({ path: `${ARTIFACTS_DIR}games-timeout-360x640.png` });
});

test('a player who drops before the first move and stays away: the match is called off and both fees come back', async () => {
  const ana = await playerWithNetwork(PHONE_WIDTH, 'asha');
  const ben = await playerWithNetwork(DESKTOP_WIDTH, 'bilal');
  const before = [await depositOf(ana), await depositOf(ben)];
  await startMatch(ana, ben);
  await ana.loseNetwork();
  await expectOverlayOnWholeScreen(ana);
  await ana.page.screenshot({ path: `${ARTIFACTS_DIR}games-reconnecting-390.png` });
  const calledOff = 'The match was called off before it began. Entry fees refunded.';
  await seeResult(ben, T.draw, calledOff);
  await ben.screenshot('games-called-off-1280');
  // Back online, Ana reads the same.
  await ana.findNetwork();
  await seeResult(ana, T.draw, calledOff);
  await ana.page.setViewportSize({ width: 360, height: 640 });
  await ana.page.screenshot({ path: `${ARTIFACTS_DIR}games-called-off-360x640.png` });
  expect([await depositOf(ana), await depositOf(ben)]).toEqual(before);
});

test('a player who drops mid-match and is not back within the grace loses: the banner says who left', async () => {
  const ana = await playerWithNetwork(DESKTOP_WIDTH, 'amit');
  const ben = await playerWithNetwork(PHONE_WIDTH, 'bina');
  await startMatch(ana, ben);
  await play(ana.page, ben.page, 0, 0, 'X');
  await play(ben.page, ana.page, 1, 1, 'O');
  await ana.loseNetwork();
  await expectOverlayOnWholeScreen(ana);
  await ana.page.screenshot({ path: `${ARTIFACTS_DIR}games-reconnecting-1280.png` });
  // Ben sees her gone, and how long she has to come back.
  await seen(ben.page.getByLabel('Opponent', { exact: true }).getByText(/Back within \d+ s/));
  await ana.page.setViewportSize({ width: 360, height: 640 });
  await expectOverlayOnWholeScreen(ana);
  await ana.page.screenshot({ path: `${ARTIFACTS_DIR}games-reconnecting-360x640.png` });
  const left = `${ana.member.name} left the match.`;
  await seeResult(ben, T.youWin, left);
  await ben.screenshot('games-left-390');
  await ana.findNetwork();
  await ana.page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
  await seeResult(ana, T.opponentWins, left);
  await ana.screenshot('games-left-1280');
});

test('a full board in a paid room is a draw and both fees come back', async () => {
  const ana = await playerWithNetwork(PHONE_WIDTH, 'anu');
  const ben = await playerWithNetwork(DESKTOP_WIDTH, 'bhanu');
  const before = [await depositOf(ana), await depositOf(ben)];
  await startMatch(ana, ben);
  await playToFullBoard(ana.page, ben.page);
  const drawn = 'A draw. Entry fees refunded.';
  await seeResult(ana, T.draw, drawn);
  await seeResult(ben, T.draw, drawn);
  await ana.screenshot('games-paid-draw-390');
  await ben.screenshot('games-paid-draw-1280');
  expect([await depositOf(ana), await depositOf(ben)]).toEqual(before);
});
