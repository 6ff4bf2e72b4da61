import '../../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  ADMIN_GAME_ERRORS,
  gameAdminRoutes,
  type AdminGameRoom,
} from '@kamao/contract/admin/games';
import { pathOf } from '@kamao/contract/api-route';
import { installFakeApi, ok, type FakeRoutes } from '../../../testing/fake-api';
import { GamesPanel } from './games-panel';

vi.mock('../../../lib/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));
const toast = await import('../../../lib/toast');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// The fake server's keys: "METHOD path" of the console's routes.
const call = (route: { method: string; path: string }, params?: { id: string }) =>
  `${route.method} ${pathOf(route, params)}`;
const {
  gameRoomList,
  gameRoomCreate,
  gameRoomUpdate,
  gameSettingsGet,
  gameSettingsUpdate,
  gameMatchList,
} = gameAdminRoutes;

const room = (overrides: Partial<AdminGameRoom> = {}): AdminGameRoom => ({
  _id: 'r0',
  roomName: 'Practice',
  entryFees: 0,
  prize: 0,
  turnSeconds: 30,
  searchSeconds: 120,
  graceSeconds: 20,
  enabled: true,
  isPractice: true,
  waitingPlayers: 1,
  liveMatches: 2,
  createdAt: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

/** A fake server whose room list and settings change with the writes it receives. */
function renderGames(extra: FakeRoutes = {}, rooms: AdminGameRoom[] = [room()]) {
  const state = { rooms: [...rooms], paidRooms: false };
  const sent: { body?: unknown } = {};
  const api = installFakeApi({
    [call(gameRoomList)]: () => ok({ rooms: state.rooms }),
    [call(gameSettingsGet)]: () => ok({ paidRooms: state.paidRooms }),
    [call(gameMatchList)]: ok({ matches: [], total: 0 }),
    [call(gameSettingsUpdate)]: (request) => {
      void request.json().then((b: { paidRooms: boolean }) => {
        sent.body = b;
        state.paidRooms = b.paidRooms;
      });
      return ok({ paidRooms: true });
    },
    [call(gameRoomCreate)]: (request) => {
      const created = room({
        _id: 'r5',
        roomName: 'Five rupees',
        entryFees: 5,
        prize: 9,
        isPractice: false,
        waitingPlayers: 0,
        liveMatches: 0,
      });
      state.rooms.push(created);
      void request.json().then((b) => (sent.body = b));
      return ok({ room: created });
    },
    [call(gameRoomUpdate, { id: 'r0' })]: (request) => {
      void request.json().then((b) => (sent.body = b));
      return ok({ room: state.rooms[0] });
    },
    ...extra,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GamesPanel />
    </QueryClientProvider>,
  );
  return { api, sent };
}

describe('the console’s Games tab: paid rooms and rooms', () => {
  test('the paid rooms switch explains the law, asks first, then saves', async () => {
    const { sent } = renderGames();
    const paid = await screen.findByRole('switch', { name: 'Paid rooms' });
    expect(paid.getAttribute('aria-checked')).toBe('false');
    expect(
      screen.getByText(/Promotion and Regulation of Online Gaming Act, 2025 bans online money/),
    ).toBeTruthy();
    expect(screen.getByText(/the lobby shows only the free rooms and paid joins are refused/));

    fireEvent.click(paid);
    await waitFor(() => expect(sent.body).toEqual({ paidRooms: true }));
    expect(toast.confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Switch paid rooms on?' }),
    );
    await waitFor(() => expect(paid.getAttribute('aria-checked')).toBe('true'));
    expect(toast.toastSuccess).toHaveBeenCalledWith('Paid rooms are on.');
  });

  test('a declined confirmation leaves paid rooms as they were', async () => {
    vi.mocked(toast.confirmDialog).mockResolvedValueOnce(false);
    const { api } = renderGames();
    fireEvent.click(await screen.findByRole('switch', { name: 'Paid rooms' }));
    await waitFor(() => expect(toast.confirmDialog).toHaveBeenCalledOnce());
    expect(api.calls).not.toContain(call(gameSettingsUpdate));
  });

  test('the list shows the free room, its timers, who is there and the house share', async () => {
    renderGames({}, [
      room(),
      room({ _id: 'r1', roomName: 'One rupee', entryFees: 1, prize: 1.8, isPractice: false }),
    ]);
    const practice = await screen.findByRole('listitem', { name: 'Practice' });
    expect(within(practice).getByText('Free (practice)')).toBeTruthy();
    expect(within(practice).getByText('120 s')).toBeTruthy();
    const paid = screen.getByRole('listitem', { name: 'One rupee' });
    expect(within(paid).getByText('₹1.800')).toBeTruthy();
    // House share per match: 2 × ₹1 − ₹1.8, exact.
    expect(within(paid).getByText('₹0.200')).toBeTruthy();
    expect(within(paid).getByText('Hidden: paid rooms are off')).toBeTruthy();
  });

  test('adds a room with the contract’s body and shows the new row', async () => {
    const { sent } = renderGames();
    const form = await screen.findByRole('form', { name: 'New room' });
    fireEvent.change(within(form).getByLabelText('Room name'), {
      target: { value: ' Five rupees ' },
    });
    fireEvent.change(within(form).getByLabelText('Entry fee (₹)'), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('Prize (₹)'), { target: { value: '9' } });
    expect(within(form).getByText('The house keeps ₹1.000 a match')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Add room' }));

    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body).toEqual({
      roomName: 'Five rupees',
      entryFees: 5,
      prize: 9,
      turnSeconds: 30,
      searchSeconds: 120,
      graceSeconds: 20,
      enabled: true,
    });
    const row = await screen.findByRole('listitem', { name: 'Five rupees' });
    expect(within(row).getByText('₹5.000')).toBeTruthy();
    expect(toast.toastSuccess).toHaveBeenCalledWith('Room added.');
    expect(within(form).getByLabelText<HTMLInputElement>('Room name').value).toBe('');
  });

  test('a prize above both fees is refused at the prize field, before sending', async () => {
    const { api } = renderGames();
    const form = await screen.findByRole('form', { name: 'New room' });
    fireEvent.change(within(form).getByLabelText('Room name'), { target: { value: 'Two' } });
    fireEvent.change(within(form).getByLabelText('Entry fee (₹)'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Prize (₹)'), { target: { value: '2.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add room' }));

    const prizeField = within(form).getByLabelText('Prize (₹)').parentElement!;
    expect(await within(prizeField).findByRole('alert')).toHaveProperty(
      'textContent',
      'The prize cannot be more than both entry fees together.',
    );
    expect(api.calls).not.toContain(call(gameRoomCreate));
  });

  test('an empty entry fee asks for an amount instead of making a free room', async () => {
    const { api } = renderGames();
    const form = await screen.findByRole('form', { name: 'New room' });
    fireEvent.change(within(form).getByLabelText('Room name'), { target: { value: 'Two' } });
    fireEvent.change(within(form).getByLabelText('Prize (₹)'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add room' }));
    const feeField = within(form).getByLabelText('Entry fee (₹)').parentElement!;
    expect(await within(feeField).findByText('Enter an amount in rupees')).toBeTruthy();
    expect(api.calls).not.toContain(call(gameRoomCreate));
  });

  test('an edit sends only the fields that changed', async () => {
    const { sent } = renderGames();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Practice' }));
    const form = screen.getByRole('form', { name: 'Edit Practice' });
    fireEvent.change(within(form).getByLabelText('Turn seconds'), { target: { value: '45' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body).toEqual({ turnSeconds: 45 });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Practice' })).toBeNull());
  });

  test('switching off a room with players asks first', async () => {
    const { sent } = renderGames();
    fireEvent.click(await screen.findByRole('button', { name: 'Switch off Practice' }));
    await waitFor(() => expect(sent.body).toEqual({ enabled: false }));
    expect(toast.confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Switch off Practice?', destructive: true }),
    );
  });

  test('a refused save shows the server’s message, at the field it is about', async () => {
    renderGames({
      [call(gameRoomCreate)]: { status: 409, body: { error_msg: ADMIN_GAME_ERRORS.duplicateFee } },
    });
    const form = await screen.findByRole('form', { name: 'New room' });
    fireEvent.change(within(form).getByLabelText('Room name'), { target: { value: 'Again' } });
    fireEvent.change(within(form).getByLabelText('Entry fee (₹)'), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('Prize (₹)'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add room' }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith('Another room already has this entry fee.'),
    );
    const feeField = within(form).getByLabelText('Entry fee (₹)').parentElement!;
    expect(within(feeField).getByText('Another room already has this entry fee.')).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('Room name').value).toBe('Again');
  });
});
