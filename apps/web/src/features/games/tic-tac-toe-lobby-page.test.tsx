import '../../lib/i18n';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { pagePaths, ticTacToePlayPath } from '@kamao/contract/page-paths';
import type { LobbyRoom } from '@kamao/contract/tic-tac-toe';
import { FakeSocket } from '../../testing/fake-socket';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';

let socket: FakeSocket;
/** The fake server's acknowledgements, by event. */
let answers: Record<string, unknown> = {};
vi.mock('../../lib/member-socket', () => ({
  connectMemberSocket: () => (socket = new FakeSocket((event) => answers[event])),
  sessionFlagOf: () => undefined,
}));
vi.mock('../../lib/toast', () => ({
  alertDialog: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));
const toast = await import('../../lib/toast');
const { TicTacToeLobbyPage } = await import('./tic-tac-toe-lobby-page');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

const room = (overrides: Partial<LobbyRoom>): LobbyRoom => ({
  _id: 'r10',
  roomName: 'Bronze Room',
  entryFees: 10,
  prize: 18,
  waiting_player: 1,
  maxPlayers: 2,
  live_players: 4,
  isAlreadyJoined: false,
  type: 10,
  ...overrides,
});

// The server lists the practice room last here: the page puts it first.
const ROOMS = [
  room({}),
  room({ _id: 'r500', roomName: 'Gold Room', entryFees: 500, prize: 900, type: 500 }),
  room({
    _id: 'rp',
    roomName: 'Free Practice Room',
    entryFees: 0,
    prize: 0,
    waiting_player: 0,
    live_players: 2,
    type: 'Practice Room',
  }),
];

const roomsAnswer = (rooms: LobbyRoom[] = ROOMS, deposit = 200) => ({
  success: true,
  msg: {
    otherRoomsData_get: { ticTacToe_roomsData: rooms },
    available_balance: deposit + 50,
    deposit_amount: deposit,
  },
});

/** Shows where the page went. */
function Where() {
  const location = useLocation();
  return <p data-testid="play-location">{location.pathname + location.search}</p>;
}

async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

async function openLobby() {
  render(
    <MemoryRouter initialEntries={[pagePaths.ticTacToeLobby]}>
      <Routes>
        <Route path={pagePaths.ticTacToeLobby} element={<TicTacToeLobbyPage />} />
        <Route path={pagePaths.ticTacToePlay} element={<Where />} />
        <Route path={pagePaths.bettingGames} element={<p>The hub</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await settle();
}

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('the Tic Tac Toe lobby', () => {
  test('lists the rooms, practice first and free, with the deposit balance', async () => {
    answers = {};
    await openLobby();
    expect(screen.getByText('Loading the rooms…')).toBeTruthy();
    expect(socket.emitted).toEqual([
      { event: 'register_component', payload: { type: 'ticTacToe_out_room_details' } },
      { event: 'fetchRooms_data', payload: undefined },
    ]);
    act(() =>
      socket.answerPending(
        'fetchRooms_data',
        roomsAnswer([...ROOMS.slice(0, 2), { ...ROOMS[2]!, isAlreadyJoined: true }]),
      ),
    );

    // Each card is named by its heading, the operator's room name.
    const names = screen
      .getAllByRole('article')
      .map((a) => document.getElementById(a.getAttribute('aria-labelledby')!)?.textContent);
    expect(names).toEqual(['Free Practice Room', 'Bronze Room', 'Gold Room']);
    expect(card('Free Practice Room').getByText('Free')).toBeTruthy();
    expect(card('Free Practice Room').getByRole('button', { name: /^Rejoin/ })).toBeTruthy();
    const bronze = card('Bronze Room');
    expect(bronze.getByText('₹10.000')).toBeTruthy();
    expect(bronze.getByText('₹18.000')).toBeTruthy();
    expect(bronze.getByText('Waiting').nextElementSibling?.textContent).toBe('1');
    expect(bronze.getByText('Playing now').nextElementSibling?.textContent).toBe('4');
    expect(bronze.getByText('Players per match').nextElementSibling?.textContent).toBe('2');
    expect(bronze.getByRole('button', { name: 'Join Bronze Room' })).toBeTruthy();
    expect(screen.getByText('₹200.000')).toBeTruthy();
  });

  test('a room above the deposit balance says Low Balance without asking the server', async () => {
    answers = { fetchRooms_data: roomsAnswer() };
    await openLobby();
    fireEvent.click(screen.getByRole('button', { name: 'Join Gold Room' }));
    expect(toast.alertDialog).toHaveBeenCalledWith({
      title: 'Low Balance',
      text: 'Your balance is too low to join this room.',
      icon: 'error',
    });
    expect(socket.events).not.toContain('join_req_for_ticTacToe');
  });

  test('Join sends the room type and opens the match it answers', async () => {
    answers = {
      fetchRooms_data: roomsAnswer(),
      join_req_for_ticTacToe: {
        success: true,
        msg: { type: 10, userRoom_id: 'match-7' },
        deposit_amount: 190,
      },
    };
    await openLobby();
    fireEvent.click(screen.getByRole('button', { name: 'Join Bronze Room' }));
    await settle();
    expect(socket.emitted.at(-1)).toEqual({
      event: 'join_req_for_ticTacToe',
      payload: { type: 10 },
    });
    expect(screen.getByTestId('play-location').textContent).toBe(
      ticTacToePlayPath('match-7', '10'),
    );
  });

  test('the practice room joins with its type', async () => {
    answers = {
      fetchRooms_data: roomsAnswer([ROOMS[2]!], 0),
      join_req_for_ticTacToe: {
        success: true,
        msg: { type: 'Practice Room', userRoom_id: 'match-8' },
        deposit_amount: 0,
      },
    };
    await openLobby();
    fireEvent.click(screen.getByRole('button', { name: 'Join Free Practice Room' }));
    await settle();
    expect(socket.emitted.at(-1)!.payload).toEqual({ type: 'Practice Room' });
    expect(screen.getByTestId('play-location').textContent).toBe(
      ticTacToePlayPath('match-8', 'Practice Room'),
    );
  });

  test('a refused join shows the server’s message; its low-balance text gets the Low Balance title', async () => {
    answers = {
      fetchRooms_data: roomsAnswer(),
      join_req_for_ticTacToe: {
        success: false,
        error_msg: 'Paid rooms are closed. Only the practice room is open.',
      },
    };
    await openLobby();
    fireEvent.click(screen.getByRole('button', { name: 'Join Bronze Room' }));
    await settle();
    expect(toast.alertDialog).toHaveBeenLastCalledWith({
      title: 'Error: Something went wrong. Please try again.',
      text: 'Paid rooms are closed. Only the practice room is open.',
      icon: 'error',
    });

    answers.join_req_for_ticTacToe = {
      success: false,
      error_msg: 'Your balance is too low to join this room.',
      deposit_amount: 5,
    };
    fireEvent.click(screen.getByRole('button', { name: 'Join Bronze Room' }));
    await settle();
    expect(toast.alertDialog).toHaveBeenLastCalledWith({
      title: 'Low Balance',
      text: 'Your balance is too low to join this room.',
      icon: 'error',
    });
    expect(screen.getByText('₹5.000')).toBeTruthy();
  });

  test('live changes: counts and the balance follow the server, and the rooms are fetched again', async () => {
    answers = { fetchRooms_data: roomsAnswer() };
    await openLobby();
    answers.fetchRooms_data = undefined;
    act(() =>
      socket.receive('ticTacToe_out_room_updated', {
        success: true,
        rooms: [{ _id: 'r10', waiting_player: 0, live_players: 6 }],
      }),
    );
    expect(card('Bronze Room').getByText('Playing now').nextElementSibling?.textContent).toBe('6');
    expect(socket.events.filter((e) => e === 'fetchRooms_data')).toHaveLength(2);

    act(() =>
      socket.receive('user_balance_updated', {
        withdrawable_amount: 1,
        deposit_amount: 700,
        available_balance: 701,
      }),
    );
    expect(screen.getByText('₹700.000')).toBeTruthy();
    // Now the Gold Room is affordable.
    fireEvent.click(screen.getByRole('button', { name: 'Join Gold Room' }));
    expect(toast.alertDialog).not.toHaveBeenCalled();
    expect(socket.events.at(-1)).toBe('join_req_for_ticTacToe');
  });

  test('disconnected: Reconnecting... shows, and Join reconnects and retries after 3 s', async () => {
    answers = {
      fetchRooms_data: roomsAnswer(),
      join_req_for_ticTacToe: {
        success: true,
        msg: { type: 10, userRoom_id: 'match-9' },
        deposit_amount: 190,
      },
    };
    await openLobby();
    act(() => socket.dropConnection());
    expect(screen.getByRole('status').textContent).toBe('Reconnecting...');

    fireEvent.click(screen.getByRole('button', { name: 'Join Bronze Room' }));
    expect(socket.connectCalls).toBe(1);
    expect(socket.events).not.toContain('join_req_for_ticTacToe');
    expect(screen.getByRole('button', { name: 'Join Bronze Room' }).textContent).toBe('Joining…');

    act(() => socket.restoreConnection());
    expect(screen.queryByText('Reconnecting...')).toBeNull();
    // Registered and fetched again on the new connection.
    expect(socket.events.filter((e) => e === 'fetchRooms_data')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByTestId('play-location').textContent).toBe(
      ticTacToePlayPath('match-9', '10'),
    );
  });

  test('still disconnected after 3 s: the join fails with the connection message', async () => {
    answers = { fetchRooms_data: roomsAnswer() };
    await openLobby();
    act(() => socket.dropConnection());
    fireEvent.click(screen.getByRole('button', { name: 'Join Bronze Room' }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(toast.alertDialog).toHaveBeenCalledWith({
      title: 'Error: Something went wrong. Please try again.',
      text: 'WebSocket connection failed. Please try again.',
      icon: 'error',
    });
    expect(socket.events).not.toContain('join_req_for_ticTacToe');
  });

  test('a failed fetch shows the server’s message', async () => {
    answers = {
      fetchRooms_data: { success: false, error_msg: 'Something went wrong, please try again.' },
    };
    await openLobby();
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong, please try again.');
  });
});

describe('the Tic Tac Toe lobby in Hindi', () => {
  inHindi();

  test('the rooms and their figures are Hindi; the room names stay as the operator wrote them', async () => {
    answers = {};
    await openLobby();
    expect(screen.getByText('रूम लोड हो रहे हैं…')).toBeTruthy();
    expectNoEnglish();
    act(() => socket.answerPending('fetchRooms_data', roomsAnswer()));
    expect(card('Free Practice Room').getByText('मुफ़्त')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'जुड़ें Bronze Room' })).toBeTruthy();
    expectNoEnglish();

    act(() => socket.dropConnection());
    expect(screen.getByRole('status').textContent).toBe('फिर से जुड़ रहा है...');
    expectNoEnglish();
  });

  test('no open room: the empty state is Hindi', async () => {
    answers = { fetchRooms_data: roomsAnswer([]) };
    await openLobby();
    expect(screen.getByText('अभी कोई रूम खुला नहीं है। कृपया बाद में फिर देखें।')).toBeTruthy();
    expectNoEnglish();
  });

  test('the refusals and the server’s answers are shown in Hindi', async () => {
    answers = {
      fetchRooms_data: roomsAnswer(),
      join_req_for_ticTacToe: {
        success: false,
        error_msg: 'Paid rooms are closed. Only the practice room is open.',
      },
    };
    await openLobby();
    fireEvent.click(screen.getByRole('button', { name: 'जुड़ें Gold Room' }));
    expect(toast.alertDialog).toHaveBeenLastCalledWith({
      title: 'बैलेंस कम है',
      text: 'इस रूम में जुड़ने के लिए आपका बैलेंस कम है।',
      icon: 'error',
    });
    fireEvent.click(screen.getByRole('button', { name: 'जुड़ें Bronze Room' }));
    await settle();
    expect(toast.alertDialog).toHaveBeenLastCalledWith({
      title: 'त्रुटि: कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
      text: 'पैसे वाले रूम बंद हैं। सिर्फ़ प्रैक्टिस रूम खुला है।',
      icon: 'error',
    });
  });

  test('a failed fetch shows the server’s message in Hindi', async () => {
    answers = {
      fetchRooms_data: { success: false, error_msg: 'Something went wrong, please try again.' },
    };
    await openLobby();
    expect(screen.getByRole('alert').textContent).toBe('कुछ गड़बड़ हो गई, कृपया फिर से कोशिश करें।');
    expectNoEnglish();
  });
});
