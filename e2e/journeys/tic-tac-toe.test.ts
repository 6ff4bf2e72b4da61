import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { TIC_TAC_TOE_TEXTS as T } from '@kamao/contract/tic-tac-toe';
import {
  ARTIFACTS_DIR,
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  logIn,
  seen,
  useBrowser,
  type Visit,
} from '../support/browser.ts';
import { fundDeposit, newSignedInMember } from '../support/members.ts';
import { bettingFigures, cell, LOBBY_PATH, play, playToFullBoard } from '../support/tic-tac-toe.ts';

const browser = useBrowser();

/** The board's last row, both player strips and the turn timer lie inside the screen's height. */
async function expectMatchOnScreen(page: Page, height: number) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const bottoms = {
    'last row': await cell(page, 2, 2).boundingBox(),
    'your strip': await page.getByLabel('You', { exact: true }).boundingBox(),
    "opponent's strip": await page.getByLabel('Opponent', { exact: true }).boundingBox(),
    'turn timer': await page.getByRole('timer').first().boundingBox(),
  };
  for (const [what, box] of Object.entries(bottoms)) {
    expect(box, what).not.toBeNull();
    expect(box!.y + box!.height, `${what} at ${height} px high`).toBeLessThanOrEqual(height);
  }
}

/** Opens the lobby and joins a room by its card's button; the play screen opens. */
async function joinRoom(visit: Visit, roomName: string, shot?: string) {
  const { page } = visit;
  if (!page.url().endsWith(LOBBY_PATH)) await page.goto(LOBBY_PATH);
  await seen(page.getByRole('article', { name: roomName }));
  if (shot) await visit.screenshot(shot);
  await page.getByRole('button', { name: `Join ${roomName}` }).click();
  await page.waitForURL(/\/member\/betting-games\/tic-tac-toe\/play\//);
  await seen(page.getByRole('heading', { name: T.title }));
}

test('two members play the ₹10 room to a win: banners, confetti, money, and both return', async () => {
  const ana = await browser.open({ width: PHONE_WIDTH });
  const ben = await browser.open({ width: DESKTOP_WIDTH });
  await newSignedInMember(ana.context, 'tictactoe', 'ana');
  await newSignedInMember(ben.context, 'tictactoe', 'ben');
  await fundDeposit(ana.context.request);
  await fundDeposit(ben.context.request);

  // The hub, then the lobby, as a member finds them.
  await ana.page.goto('/member/betting-games');
  await seen(ana.page.getByText('Ludo Game'));
  await seen(ana.page.getByText('Coming Soon').first());
  await ana.screenshot('games-hub-390');
  await ana.page
    .getByRole('link', { name: /Tic Tac Toe/ })
    .first()
    .click();
  await ana.page.waitForURL((url) => url.pathname === LOBBY_PATH);
  await joinRoom(ana, 'Bronze Room', 'games-lobby-390');
  await seen(ana.page.getByText(T.waitingOverlay));
  await seen(ana.page.getByText(T.dontClose));
  await seen(ana.page.getByText(T.findingOpponent));
  await ana.screenshot('games-waiting-390');

  await ben.page.goto('/member/betting-games');
  await seen(ben.page.getByText('WinGo Casino'));
  await ben.screenshot('games-hub-1280');
  await ben.page.goto(LOBBY_PATH);
  await joinRoom(ben, 'Bronze Room', 'games-lobby-1280');

  // Ana waited first: she is X and moves first.
  await seen(ana.page.getByText(T.yourTurnHelper));
  await seen(ben.page.getByText(T.opponentTurnHelper));
  await play(ana.page, ben.page, 0, 0, 'X');
  await play(ben.page, ana.page, 1, 0, 'O');
  await play(ana.page, ben.page, 0, 1, 'X');
  await play(ben.page, ana.page, 1, 1, 'O');
  await ana.screenshot('games-match-390');
  await ben.screenshot('games-match-1280');
  // On the small phones members play on, the whole match is on screen without scrolling.
  for (const size of [
    { width: 360, height: 640 },
    { width: PHONE_WIDTH, height: 844 },
  ]) {
    await ana.page.setViewportSize(size);
    await expectMatchOnScreen(ana.page, size.height);
    await ana.page.screenshot({
      path: `${ARTIFACTS_DIR}games-match-${size.width}x${size.height}.png`,
    });
  }
  await play(ana.page, ben.page, 0, 2, 'X');

  await seen(ana.page.getByText(T.youWin));
  await seen(ana.page.getByTestId('confetti'));
  await seen(ben.page.getByText(T.opponentWins));
  // Under each banner, why it ended.
  await seen(ana.page.getByText('Three in a row.'));
  await seen(ben.page.getByText('Three in a row.'));
  await ana.screenshot('games-win-390');
  await ben.screenshot('games-loss-1280');
  // Each end banner at the other width too, before the 5 s return.
  await ana.page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
  await ben.page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await ana.screenshot('games-win-1280');
  await ben.screenshot('games-loss-390');

  // Money: ₹10 from each deposit, ₹18 to the winner's withdrawable wallet.
  expect(await bettingFigures(ana.page)).toMatchObject({
    deposit_amount: 0,
    today_betting_amount: 10,
    today_bettings_winning_amount: 18,
    today_bettings_profit_or_lose_amount: 8,
    userAvailableBalance: 18,
  });
  expect(await bettingFigures(ben.page)).toMatchObject({
    deposit_amount: 0,
    today_betting_amount: 10,
    today_bettings_winning_amount: 0,
    today_bettings_profit_or_lose_amount: -10,
    userAvailableBalance: 0,
  });
  await seen(ana.page.getByRole('banner').getByText('₹18.000'));

  // Five seconds after the result both are back where they came from: the lobby.
  await ana.page.waitForURL((url) => url.pathname === LOBBY_PATH, { timeout: 15_000 });
  await ben.page.waitForURL((url) => url.pathname === LOBBY_PATH, { timeout: 15_000 });
});

test('a practice match played to a full board is a draw for both, and costs nothing', async () => {
  const asha = await browser.open({ width: DESKTOP_WIDTH });
  const ravi = await browser.open({ width: PHONE_WIDTH });
  await newSignedInMember(asha.context, 'tictactoe', 'asha');
  await newSignedInMember(ravi.context, 'tictactoe', 'ravi');
  await joinRoom(asha, 'Practice Room');
  await seen(asha.page.getByRole('button', { name: T.cancel }));
  await asha.screenshot('games-waiting-1280');
  await joinRoom(ravi, 'Practice Room');
  await playToFullBoard(asha.page, ravi.page);
  await seen(asha.page.getByText(T.draw));
  await seen(ravi.page.getByText(T.draw));
  // A free room: no refund to speak of.
  await seen(asha.page.getByText('A draw.', { exact: true }));
  await asha.screenshot('games-draw-1280');
  await ravi.screenshot('games-draw-390');
  expect((await bettingFigures(ravi.page)).today_betting_amount).toBe(0);
});

test('the operator sees the rooms and the results with their settlements in the console', async () => {
  for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
    const operator = await browser.open({ width });
    await logIn(operator.context, { email: 'admin@example.com', password: 'admin12345' });
    await operator.page.goto('/admin?tab=games');
    await seen(operator.page.getByRole('list', { name: 'Rooms' }).getByText('Bronze Room'));
    const results = operator.page.getByRole('list', { name: 'Ended matches' });
    // The first journey's match: the prize and the house's share of the ₹10 room.
    await seen(results.getByRole('listitem').filter({ hasText: '₹18.000' }).first());
    await seen(results.getByRole('listitem').filter({ hasText: '₹2.000' }).first());
    await operator.screenshot(`console-games-${width}`);
  }
});
