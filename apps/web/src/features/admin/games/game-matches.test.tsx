import '../../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { gameAdminRoutes, type AdminGameMatch } from '@kamao/contract/admin/games';
import { pathOf } from '@kamao/contract/api-route';
import { installFakeApi, ok } from '../../../testing/fake-api';
import { GamesPanel } from './games-panel';

vi.mock('../../../lib/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const call = (route: { method: string; path: string }) => `${route.method} ${pathOf(route)}`;
const { gameRoomList, gameSettingsGet, gameMatchList } = gameAdminRoutes;

const ASHA = { _id: 'm1', userName: 'asha', symbol: 'X' };
const RAVI = { _id: 'm2', userName: 'ravi', symbol: 'O' };

const match = (id: string, overrides: Partial<AdminGameMatch> = {}): AdminGameMatch => ({
  _id: id,
  roomName: 'One rupee',
  status: 'finished',
  entryFees: 1,
  prize: 1.8,
  players: [ASHA, RAVI],
  winner: null,
  winnerUserName: null,
  endReason: null,
  moves: 0,
  settlement: { prize: 0, houseShare: 0, refunds: 0 },
  createdAt: '2026-11-23T09:58:00.000Z',
  endedAt: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

const ENDED: AdminGameMatch[] = [
  match('won', {
    winner: 'X',
    winnerUserName: 'asha',
    endReason: 'line',
    moves: 5,
    settlement: { prize: 1.8, houseShare: 0.2, refunds: 0 },
  }),
  match('draw', { winner: 'draw', endReason: 'full_board', moves: 9 }),
  match('timeout', { winner: 'O', winnerUserName: 'ravi', endReason: 'turn_timeout' }),
  match('left', { winner: 'X', winnerUserName: 'asha', endReason: 'abandoned' }),
  match('aborted', {
    endReason: 'aborted',
    settlement: { prize: 0, houseShare: 0, refunds: 2 },
  }),
  match('alone', { status: 'expired', players: [ASHA], endReason: 'search_timeout' }),
  match('cancelled', { status: 'cancelled', players: [RAVI], endReason: 'cancelled' }),
  match('closed', { status: 'cancelled', endReason: 'closed' }),
];

const LIVE: AdminGameMatch[] = [
  match('playing', {
    status: 'playing',
    moves: 3,
    endedAt: null,
    settlement: { prize: 0, houseShare: 0, refunds: 0 },
  }),
  match('waiting', { status: 'waiting', players: [RAVI], endedAt: null }),
];

/** The fake server answers the match list by its `state` and `page`; the requests are kept. */
function renderGames(ended: (page: string) => { matches: AdminGameMatch[]; total: number }) {
  const asked: string[] = [];
  const api = installFakeApi({
    [call(gameRoomList)]: ok({ rooms: [] }),
    [call(gameSettingsGet)]: ok({ paidRooms: false }),
    [call(gameMatchList)]: (request) => {
      const query = new URL(request.url).searchParams;
      const state = query.get('state') ?? 'live';
      const page = query.get('page') ?? '1';
      asked.push(`${state} ${page}`);
      return ok(state === 'live' ? { matches: LIVE, total: LIVE.length } : ended(page));
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GamesPanel />
    </QueryClientProvider>,
  );
  return { api, asked };
}

describe('the console’s Games tab: matches', () => {
  test('the history tells each result in words and what it settled, in rupees', async () => {
    renderGames(() => ({ matches: ENDED, total: ENDED.length }));
    const history = await screen.findByRole('list', { name: 'Ended matches' });
    const rows = within(history).getAllByRole('listitem');
    const text = rows.map((row) => row.textContent);

    expect(text[0]).toContain('Winner: asha');
    expect(text[0]).toContain('asha (X) vs ravi (O)');
    expect(within(rows[0]!).getByText('₹1.800')).toBeTruthy();
    expect(within(rows[0]!).getByText('₹0.200')).toBeTruthy();
    expect(within(rows[0]!).getByText('23 Nov 2026, 03:30 pm')).toBeTruthy();
    expect(within(rows[1]!).getByText('Draw')).toBeTruthy();
    expect(within(rows[2]!).getByText('Turn timeout · Winner: ravi')).toBeTruthy();
    expect(within(rows[3]!).getByText('Left the match · Winner: asha')).toBeTruthy();
    expect(within(rows[4]!).getByText('Aborted (refunded)')).toBeTruthy();
    expect(within(rows[4]!).getByText('₹2.000')).toBeTruthy();
    expect(within(rows[5]!).getByText('Nobody came')).toBeTruthy();
    expect(within(rows[6]!).getByText('Cancelled')).toBeTruthy();
    expect(within(rows[7]!).getByText('Room closed')).toBeTruthy();
  });

  test('the history pages through the ended matches', async () => {
    const { asked } = renderGames((page) => ({
      matches: page === '1' ? [ENDED[0]!] : [ENDED[1]!],
      total: 30,
    }));
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(history).getByRole('button', { name: 'Older' }));
    expect(await within(history).findByText('Draw')).toBeTruthy();
    expect(asked).toContain('ended 2');
  });

  test('live matches show status, players and moves, and refresh by hand and every 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { asked } = renderGames(() => ({ matches: [], total: 0 }));
    const live = await screen.findByRole('list', { name: 'Live matches' });
    const [playing, waiting] = within(live).getAllByRole('listitem');
    expect(within(playing!).getByText('Playing')).toBeTruthy();
    expect(within(playing!).getByText('asha (X) vs ravi (O)')).toBeTruthy();
    expect(within(playing!).getByText('3')).toBeTruthy();
    expect(within(playing!).getByText('23 Nov 2026, 03:28 pm')).toBeTruthy();
    expect(within(waiting!).getByText('Waiting for an opponent')).toBeTruthy();
    expect(within(waiting!).getByText('ravi (O)')).toBeTruthy();
    const liveCalls = () => asked.filter((a) => a.startsWith('live')).length;
    expect(liveCalls()).toBe(1);

    fireEvent.click(
      within(screen.getByRole('region', { name: /Live matches/ })).getByRole('button', {
        name: 'Refresh',
      }),
    );
    await waitFor(() => expect(liveCalls()).toBe(2));

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(liveCalls()).toBe(3));
  });
});
