import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { pagePaths } from '@kamao/contract/page-paths';
import { installFakeApi, ok } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { BettingGamesPage } from './betting-games-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOME = {
  deposit_amount: 200,
  today_betting_amount: 30,
  today_bettings_winning_amount: 18,
  today_bettings_profit_or_lose_amount: -12,
  userAvailableBalance: 300,
};

function openHub(figures: object = HOME) {
  installFakeApi({ 'GET /userIncomeRoute/user_betting_games_home_get': ok({ msg: figures }) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BettingGamesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the betting games hub', () => {
  test("today's figures after a skeleton; a losing day reads as a loss", async () => {
    openHub();
    expect(screen.getByText('Loading today’s figures…')).toBeTruthy();
    expect(await screen.findByText("Today's loss")).toBeTruthy();
    expect(screen.getByTestId('today-betting').textContent).toBe('₹30.000');
    expect(screen.getByTestId('today-winning').textContent).toBe('₹18.000');
    const loss = screen.getByTestId('today-result');
    expect(loss.textContent).toBe('₹12.000');
    expect(loss.firstElementChild?.className).toContain('text-rose-700');
    expect(screen.queryByText("Today's profit")).toBeNull();
  });

  test('a winning day reads as a profit', async () => {
    openHub({ ...HOME, today_bettings_profit_or_lose_amount: 6.5 });
    expect(await screen.findByText("Today's profit")).toBeTruthy();
    expect(screen.getByTestId('today-result').textContent).toBe('₹6.500');
  });

  test('Tic Tac Toe opens its lobby; Ludo and WinGo are coming soon and cannot be opened', async () => {
    openHub();
    const ticTacToe = screen.getByRole('link', { name: /Tic Tac Toe/ });
    expect(ticTacToe.getAttribute('href')).toBe(pagePaths.ticTacToeLobby);
    for (const name of ['Ludo Game', 'WinGo Casino']) {
      const game = screen.getByRole('group', { name: `${name}: Coming Soon` });
      expect(game.getAttribute('aria-disabled')).toBe('true');
      expect(within(game).getByText('Coming Soon')).toBeTruthy();
      expect(game.closest('a')).toBeNull();
      expect(within(game).queryByRole('link')).toBeNull();
    }
    expect(screen.getAllByRole('link')).toHaveLength(1);
    await screen.findByText("Today's loss");
  });
});

describe('the betting games hub in Hindi', () => {
  inHindi();

  test('the figures, the games and the coming-soon cards are Hindi; the games keep their names', async () => {
    openHub();
    expect(screen.getByText('आज के आँकड़े लोड हो रहे हैं…')).toBeTruthy();
    expectNoEnglish();
    expect(await screen.findByText('आज का नुकसान')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'बेटिंग गेम' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Ludo गेम: जल्द आ रहा है' })).toBeTruthy();
    expect(document.title).toContain('बेटिंग गेम');
    expectNoEnglish();
  });

  test('a failed load says so in Hindi', async () => {
    installFakeApi({
      'GET /userIncomeRoute/user_betting_games_home_get': { status: 500, body: {} },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <BettingGamesPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expectNoEnglish();
  });
});
