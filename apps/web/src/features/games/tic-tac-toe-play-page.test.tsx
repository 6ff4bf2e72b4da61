import '../../lib/i18n';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { pagePaths, ticTacToePlayPath } from '@kamao/contract/page-paths';
import type { MatchPlayer, MatchState } from '@kamao/contract/tic-tac-toe';
import { FakeSocket } from '../../testing/fake-socket';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { returnFlagKey } from './return-after-result';

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
vi.mock('./game-sounds', () => ({ playGameSound: vi.fn() }));
const toast = await import('../../lib/toast');
const sounds = await import('./game-sounds');
const { TicTacToePlayPage } = await import('./tic-tac-toe-play-page');

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

const ME = 'member-1';
const OPP = 'member-2';
const me: MatchPlayer = {
  _id: ME,
  symbol: 'X',
  name: 'Asha',
  connected: true,
  remaining_disconnect: null,
};
const opp: MatchPlayer = {
  _id: OPP,
  symbol: 'O',
  name: 'Ravi',
  connected: true,
  remaining_disconnect: null,
};
const EMPTY: MatchState['gameState'] = [
  ['', '', ''],
  ['', '', ''],
  ['', '', ''],
];

/** A match being played, the member (X) on turn, unless told otherwise. */
function playing(overrides: Partial<MatchState> = {}): MatchState {
  return {
    _id: 'match-1',
    version: 3,
    status: 'playing',
    roomName: 'Bronze Room',
    entryFees: 10,
    prize: 18,
    gameState: EMPTY,
    players: [me, opp],
    max_player: 2,
    currentTurn: ME,
    winner: null,
    endReason: null,
    winningLine: null,
    player_turn_timer: 30,
    player_turn_timeLeft: 30,
    opponent_player_waiting_timeLeft: null,
    ...overrides,
  };
}

function waiting(overrides: Partial<MatchState> = {}): MatchState {
  return playing({
    version: 1,
    status: 'waiting',
    players: [me],
    currentTurn: null,
    player_turn_timeLeft: null,
    opponent_player_waiting_timeLeft: 120,
    ...overrides,
  });
}

function finished(overrides: Partial<MatchState>): MatchState {
  return playing({
    version: 9,
    status: 'finished',
    currentTurn: null,
    player_turn_timeLeft: null,
    ...overrides,
  });
}

const joined = (room: MatchState) => ({
  success: true,
  msg: { userId: ME, userSymbol: 'X', room, available_balance: 90 },
});

/** Lets the page load its socket code and connect. */
async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

async function openMatch(room: MatchState | null, type = '10') {
  answers = { join_tic_tac_toe_room: room ? joined(room) : undefined };
  render(
    <MemoryRouter initialEntries={[ticTacToePlayPath('match-1', type)]}>
      <Routes>
        <Route path={pagePaths.ticTacToeLobby} element={<p>The lobby</p>} />
        <Route path={pagePaths.ticTacToePlay} element={<TicTacToePlayPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await settle();
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const cell = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const strip = (who: 'You' | 'Opponent') => within(screen.getByLabelText(who));

describe('the Tic Tac Toe play screen', () => {
  test('shows a placeholder until the join answers, having registered and joined with the decoded link', async () => {
    await openMatch(null);
    expect(screen.getByRole('heading', { name: 'Playing Tic Tac Toe' })).toBeTruthy();
    expect(screen.getByText('Loading the match…')).toBeTruthy();
    expect(socket.emitted).toEqual([
      { event: 'register_component', payload: { type: 'ticTacToe_in_room' } },
      {
        event: 'join_tic_tac_toe_room',
        payload: { decodedRoomId: 'match-1', decodedRoomType: '10' },
      },
    ]);
    act(() => socket.answerPending('join_tic_tac_toe_room', joined(playing())));
    expect(screen.queryByText('Loading the match…')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Row \d, column \d, empty$/ })).toHaveLength(9);
  });

  test('while waiting: the overlay counts the search down and returns to the lobby at 0', async () => {
    await openMatch(waiting({ opponent_player_waiting_timeLeft: 3 }));
    expect(screen.getByText('Waiting For Opponent...')).toBeTruthy();
    expect(screen.getByText('Waiting for an opponent...')).toBeTruthy();
    expect(screen.getByText("Please don't close or refresh this page")).toBeTruthy();
    expect(screen.getByTestId('search-seconds').textContent).toBe('3');
    expect(strip('Opponent').getByText('Loading...')).toBeTruthy();
    expect(strip('Opponent').getByText('Finding opponent...')).toBeTruthy();
    expect(strip('You').getByText('Asha')).toBeTruthy();
    expect(screen.queryByText('Your Turn')).toBeNull();

    await advance(1000);
    expect(screen.getByTestId('search-seconds').textContent).toBe('2');
    // The server's timer puts the countdown right.
    act(() =>
      socket.receive('ticTacToe_timer_update', {
        success: true,
        roomId: 'match-1',
        version: 1,
        timer: 'search',
        timeLeft: 2,
      }),
    );
    await advance(1000);
    expect(screen.getByTestId('search-seconds').textContent).toBe('1');
    await advance(1000);
    expect(screen.getByText('The lobby')).toBeTruthy();
  });

  test('Cancel in the practice room asks without a refund, and goes back to the lobby', async () => {
    await openMatch(waiting({ roomName: 'Practice Room', entryFees: 0, prize: 0 }));
    answers.delete_waiting_timer_document = { success: true, msg: 'Opponent search cancelled.' };
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(toast.confirmDialog).toHaveBeenCalledWith({
      title: 'Are you sure?',
      text: 'Cancel opponent search?',
      confirmText: 'Yes, cancel it!',
      cancelText: 'Cancel',
      icon: 'warning',
    });
    expect(socket.emitted.at(-1)).toEqual({
      event: 'delete_waiting_timer_document',
      payload: { decodedRoomId: 'match-1' },
    });
    expect(toast.toastSuccess).toHaveBeenCalledWith('Opponent search cancelled.');
    expect(screen.getByText('The lobby')).toBeTruthy();
  });

  test('Cancel in a paid room promises the refund; a refusal shows the server’s message', async () => {
    await openMatch(waiting());
    answers.delete_waiting_timer_document = {
      success: false,
      error_msg: 'The match has already started and can no longer be cancelled.',
    };
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(vi.mocked(toast.confirmDialog).mock.calls[0]![0].text).toBe(
      'Cancel opponent search? Entry fee will be refunded.',
    );
    expect(toast.toastError).toHaveBeenCalledWith(
      'The match has already started and can no longer be cancelled.',
    );
    expect(screen.getByText('Waiting For Opponent...')).toBeTruthy();

    // Said no to the dialog: nothing is sent.
    vi.mocked(toast.confirmDialog).mockResolvedValueOnce(false);
    const sent = socket.emitted.length;
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(socket.emitted).toHaveLength(sent);
  });

  test('my move shows at once, passes the turn and is sent; the server’s state is the truth', async () => {
    await openMatch(playing());
    expect(screen.getByText('Your Turn')).toBeTruthy();
    expect(screen.getByText('Your turn. Make your move!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();

    fireEvent.click(cell('Row 2, column 2'));
    expect(cell('Row 2, column 2').getAttribute('aria-label')).toBe('Row 2, column 2, X');
    expect(screen.getByText('Opponent Turn')).toBeTruthy();
    expect(socket.emitted.at(-1)).toEqual({
      event: 'tic_tac_toe_make_move',
      payload: { decodedRoomId: 'match-1', row: 1, col: 1 },
    });
    // The turn is the opponent's now: a second tap does nothing.
    fireEvent.click(cell('Row 1, column 1'));
    expect(socket.emitted.filter((e) => e.event === 'tic_tac_toe_make_move')).toHaveLength(1);
    expect((cell('Row 1, column 1') as HTMLButtonElement).disabled).toBe(true);

    // A refused move comes back as the unchanged state: the board is put back.
    act(() => socket.receive('room_update_for_ticTacToe', playing()));
    expect(cell('Row 2, column 2').getAttribute('aria-label')).toBe('Row 2, column 2, empty');
    expect(screen.getByText('Your Turn')).toBeTruthy();
  });

  test('a move the server never answers is put right by asking for the match again after 3 s', async () => {
    await openMatch(playing());
    fireEvent.click(cell('Row 1, column 1'));
    expect(cell('Row 1, column 1').getAttribute('aria-label')).toBe('Row 1, column 1, X');
    await advance(2999);
    expect(socket.events.filter((e) => e === 'join_tic_tac_toe_room')).toHaveLength(1);
    await advance(1);
    expect(socket.events.filter((e) => e === 'join_tic_tac_toe_room')).toHaveLength(2);
    expect(cell('Row 1, column 1').getAttribute('aria-label')).toBe('Row 1, column 1, empty');
    expect(screen.getByText('Your Turn')).toBeTruthy();
  });

  test('on the opponent’s turn no cell can be played; the turn badge shows once below the limit', async () => {
    await openMatch(playing({ currentTurn: OPP }));
    expect(screen.getByText('Opponent Turn')).toBeTruthy();
    expect(screen.getByText("Opponent's turn. Please wait...")).toBeTruthy();
    const centre = cell('Row 2, column 2') as HTMLButtonElement;
    expect(centre.disabled).toBe(true);
    fireEvent.click(centre);
    expect(socket.events).not.toContain('tic_tac_toe_make_move');
    expect(centre.getAttribute('aria-label')).toBe('Row 2, column 2, empty');

    expect(strip('Opponent').queryByRole('timer')).toBeNull();
    await advance(1000);
    expect(strip('Opponent').getByRole('timer').textContent).toBe('29 s left');
    expect(strip('You').queryByRole('timer')).toBeNull();
  });

  test('an older state is ignored, a newer one is taken even after a gap', async () => {
    await openMatch(playing({ version: 5, currentTurn: OPP }));
    const board = (row: number) => [0, 1, 2].map((col) => (col === row ? 'O' : '')) as ['', '', ''];
    act(() =>
      socket.receive(
        'room_update_for_ticTacToe',
        playing({ version: 4, gameState: [board(0), ['', '', ''], ['', '', '']] }),
      ),
    );
    expect(cell('Row 1, column 1').getAttribute('aria-label')).toBe('Row 1, column 1, empty');
    act(() =>
      socket.receive(
        'room_update_for_ticTacToe',
        playing({ version: 8, gameState: [board(0), ['', '', ''], ['', '', '']] }),
      ),
    );
    expect(cell('Row 1, column 1').getAttribute('aria-label')).toBe('Row 1, column 1, O');
    expect(screen.getByText('Your Turn')).toBeTruthy();
    // An update that cannot be read gives the general toast.
    act(() => socket.receive('room_update_for_ticTacToe', { nonsense: true }));
    expect(toast.toastError).toHaveBeenCalledWith('Something went wrong, please try again.');
  });

  test('a disconnected opponent shows red with the seconds left to come back', async () => {
    await openMatch(
      playing({
        currentTurn: OPP,
        players: [me, { ...opp, connected: false, remaining_disconnect: 20 }],
      }),
    );
    expect(strip('Opponent').getByText('Disconnected')).toBeTruthy();
    expect(strip('Opponent').getByRole('timer').textContent).toContain('Back within 20 s');
    await advance(2000);
    expect(strip('Opponent').getByRole('timer').textContent).toContain('Back within 18 s');
  });

  test('a win shows You Win! with confetti, the winning line and the win sound', async () => {
    await openMatch(
      finished({
        winner: 'X',
        endReason: 'line',
        winningLine: [0, 1, 2],
        gameState: [
          ['X', 'X', 'X'],
          ['O', 'O', ''],
          ['', '', ''],
        ],
      }),
    );
    expect(screen.getByText('You Win!')).toBeTruthy();
    expect(screen.getByTestId('confetti')).toBeTruthy();
    expect(cell('Row 1, column 2').getAttribute('aria-label')).toBe(
      'Row 1, column 2, X, winning line',
    );
    expect(sounds.playGameSound).toHaveBeenCalledExactlyOnceWith('win');
    expect(screen.queryByText('Your Turn')).toBeNull();
  });

  test('a loss shows Opponent Wins! and plays the lose sound, without confetti', async () => {
    await openMatch(finished({ winner: 'O', endReason: 'turn_timeout' }));
    expect(screen.getByText('Opponent Wins!')).toBeTruthy();
    expect(screen.queryByTestId('confetti')).toBeNull();
    expect(sounds.playGameSound).toHaveBeenCalledExactlyOnceWith('lose');
  });

  test('a draw shows It’s a Draw! and plays the draw sound', async () => {
    await openMatch(finished({ winner: 'draw', endReason: 'full_board' }));
    expect(screen.getByText("It's a Draw!")).toBeTruthy();
    expect(sounds.playGameSound).toHaveBeenCalledExactlyOnceWith('draw');
  });

  test.each([
    [{ winner: 'X', endReason: 'line', winningLine: [0, 1, 2] }, 'You Win!', 'Three in a row.'],
    [{ winner: 'O', endReason: 'turn_timeout' }, 'Opponent Wins!', 'Time ran out for Asha.'],
    [{ winner: 'X', endReason: 'turn_timeout' }, 'You Win!', 'Time ran out for Ravi.'],
    [{ winner: 'X', endReason: 'abandoned' }, 'You Win!', 'Ravi left the match.'],
    [
      { winner: 'draw', endReason: 'aborted' },
      "It's a Draw!",
      'The match was called off before it began. Entry fees refunded.',
    ],
    [{ winner: 'draw', endReason: 'full_board' }, "It's a Draw!", 'A draw. Entry fees refunded.'],
  ] as const)('the result says why under the banner: %j', async (end, banner, reason) => {
    await openMatch(
      finished({ ...end, winningLine: 'winningLine' in end ? [...end.winningLine] : null }),
    );
    const status = screen.getByText(banner).closest('[role="status"]')!;
    expect(within(status as HTMLElement).getByText(reason)).toBeTruthy();
  });

  test('in a free room a draw or a called-off match promises no refund', async () => {
    await openMatch(
      finished({ winner: 'draw', endReason: 'aborted', entryFees: 0, prize: 0 }),
      '0',
    );
    expect(screen.getByText('The match was called off before it began.')).toBeTruthy();
    expect(screen.queryByText(/Entry fees refunded/)).toBeNull();
  });

  test('5 s after the result the member is sent back once, even when a re-join shows it again', async () => {
    await openMatch(finished({ winner: 'O' }));
    expect(window.sessionStorage.getItem(returnFlagKey('match-1'))).not.toBeNull();
    await advance(3000);
    // A reconnection re-joins and shows the same result: no second sound, no new 5 s.
    act(() => socket.dropConnection());
    act(() => socket.restoreConnection());
    expect(socket.events.filter((e) => e === 'join_tic_tac_toe_room')).toHaveLength(2);
    expect(sounds.playGameSound).toHaveBeenCalledTimes(1);
    await advance(1999);
    expect(screen.getByText('Opponent Wins!')).toBeTruthy();
    await advance(1);
    expect(screen.getByText('The lobby')).toBeTruthy();
    // Leaving the page clears the guard.
    expect(window.sessionStorage.getItem(returnFlagKey('match-1'))).toBeNull();
  });

  test('a result already returned from in this session does not send the member back again', async () => {
    window.sessionStorage.setItem(returnFlagKey('match-1'), '1');
    await openMatch(finished({ winner: 'draw' }));
    await advance(10_000);
    expect(screen.getByText("It's a Draw!")).toBeTruthy();
  });

  test('a refused join returns to the lobby with the server’s message', async () => {
    answers = {};
    await openMatch(null);
    act(() =>
      socket.answerPending('join_tic_tac_toe_room', {
        success: false,
        error_msg: 'This match has ended.',
      }),
    );
    expect(toast.toastError).toHaveBeenCalledWith('This match has ended.');
    expect(screen.getByText('The lobby')).toBeTruthy();
  });

  test('a cancelled or expired search goes back to the lobby', async () => {
    await openMatch(waiting());
    act(() =>
      socket.receive('room_update_for_ticTacToe', waiting({ version: 2, status: 'expired' })),
    );
    expect(screen.getByText('The lobby')).toBeTruthy();
  });

  test('a lost connection shows Reconnecting..., re-joins on return, and fails after 2 minutes', async () => {
    await openMatch(playing());
    act(() => socket.dropConnection());
    expect(screen.getByText('Reconnecting...')).toBeTruthy();
    // It covers the whole screen: drawn on the body, outside the page (whose entrance animation
    // would otherwise hold a fixed overlay inside the content column).
    const cover = screen.getByText('Reconnecting...').closest('.fixed')!;
    expect(cover.parentElement).toBe(document.body);
    expect(cover.className).toContain('inset-0');
    // Nothing can be played while away.
    expect((cell('Row 1, column 1') as HTMLButtonElement).disabled).toBe(true);

    answers.join_tic_tac_toe_room = joined(playing({ version: 6, currentTurn: OPP }));
    act(() => socket.restoreConnection());
    expect(screen.queryByText('Reconnecting...')).toBeNull();
    expect(socket.events.slice(-2)).toEqual(['register_component', 'join_tic_tac_toe_room']);
    expect(screen.getByText('Opponent Turn')).toBeTruthy();

    act(() => socket.dropConnection());
    await advance(119_000);
    expect(screen.getByText('Reconnecting...')).toBeTruthy();
    await advance(1000);
    expect(screen.getByRole('alert').textContent).toContain(
      'Reconnection failed. Please try again later.',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Back to the rooms' }));
    expect(screen.getByText('The lobby')).toBeTruthy();
  });

  test('when the socket gives up, the failure covers the screen at once', async () => {
    await openMatch(playing());
    act(() => socket.dropConnection());
    act(() => socket.receiveManager('reconnect_failed'));
    expect(screen.getByRole('alert').textContent).toContain(
      'Reconnection failed. Please try again later.',
    );
  });

  test('a link whose room id does not decode is not sent to the server', async () => {
    answers = {};
    render(
      <MemoryRouter initialEntries={['/member/betting-games/tic-tac-toe/play/%25%25%25']}>
        <Routes>
          <Route path={pagePaths.ticTacToePlay} element={<TicTacToePlayPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('This room link is not valid.');
  });
});

describe('the Tic Tac Toe play screen in Hindi', () => {
  inHindi();

  test('loading and waiting: the overlay and the player strips are Hindi', async () => {
    await openMatch(null);
    expect(screen.getByRole('heading', { name: 'Tic Tac Toe खेल रहे हैं' })).toBeTruthy();
    expectNoEnglish();
    cleanup();
    await openMatch(waiting());
    expect(screen.getByText('विरोधी का इंतज़ार...')).toBeTruthy();
    expect(screen.getByText('विरोधी ढूँढ रहे हैं...')).toBeTruthy();
    expectNoEnglish();
  });

  test('Cancel asks and answers in Hindi, the server’s answer included', async () => {
    await openMatch(waiting());
    answers.delete_waiting_timer_document = {
      success: true,
      msg: 'Opponent search cancelled. Your entry fee has been refunded.',
    };
    fireEvent.click(screen.getByRole('button', { name: 'रद्द करें' }));
    await settle();
    expect(toast.confirmDialog).toHaveBeenCalledWith({
      title: 'क्या आप पक्का करना चाहते हैं?',
      text: 'विरोधी की खोज रद्द करें? एंट्री फ़ीस वापस कर दी जाएगी।',
      confirmText: 'हाँ, रद्द करें!',
      cancelText: 'रद्द करें',
      icon: 'warning',
    });
    expect(toast.toastSuccess).toHaveBeenCalledWith(
      'विरोधी की खोज रद्द हो गई। आपकी एंट्री फ़ीस वापस कर दी गई है।',
    );
  });

  test('a match on: turn, board, names kept, a disconnected opponent, all Hindi', async () => {
    await openMatch(
      playing({
        currentTurn: OPP,
        players: [me, { ...opp, connected: false, remaining_disconnect: 20 }],
      }),
    );
    expect(screen.getByText('विरोधी की बारी')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Tic Tac Toe बोर्ड' })).toBeTruthy();
    expect(within(screen.getByLabelText('विरोधी')).getByRole('timer').textContent).toContain(
      '20 सेकंड में लौटना है',
    );
    expectNoEnglish();
  });

  test('a win says so in Hindi', async () => {
    await openMatch(finished({ winner: 'X', endReason: 'line', winningLine: [0, 1, 2] }));
    expect(screen.getByText('आप जीत गए!')).toBeTruthy();
    expect(screen.getByText('तीन एक लाइन में।')).toBeTruthy();
    expectNoEnglish();
  });

  test('why it ended, in Hindi', async () => {
    await openMatch(finished({ winner: 'X', endReason: 'abandoned' }));
    expect(screen.getByText('Ravi ने मैच छोड़ दिया।')).toBeTruthy();
    cleanup();
    await openMatch(finished({ winner: 'draw', endReason: 'full_board' }));
    expect(screen.getByText('मैच ड्रॉ रहा। एंट्री फ़ीस वापस कर दी गई।')).toBeTruthy();
    cleanup();
    await openMatch(finished({ winner: 'O', endReason: 'turn_timeout' }));
    expect(screen.getByText('Asha का समय खत्म हो गया।')).toBeTruthy();
    cleanup();
    await openMatch(finished({ winner: 'draw', endReason: 'aborted' }));
    expect(screen.getByText('मैच शुरू होने से पहले रद्द हुआ। एंट्री फ़ीस वापस कर दी गई।')).toBeTruthy();
  });

  test('a refused join gives the server’s message in Hindi', async () => {
    answers = {};
    await openMatch(null);
    act(() =>
      socket.answerPending('join_tic_tac_toe_room', {
        success: false,
        error_msg: 'This match has ended.',
      }),
    );
    expect(toast.toastError).toHaveBeenCalledWith('यह मैच खत्म हो गया है।');
  });

  test('a lost connection is told in Hindi, and its failure too', async () => {
    await openMatch(playing());
    act(() => socket.dropConnection());
    expect(screen.getByText('फिर से जुड़ रहा है...')).toBeTruthy();
    expectNoEnglish();
    act(() => socket.receiveManager('reconnect_failed'));
    expect(screen.getByRole('alert').textContent).toContain(
      'फिर से नहीं जुड़ सका। कृपया बाद में फिर कोशिश करें।',
    );
    expectNoEnglish();
  });

  test('a link that does not decode says so in Hindi', async () => {
    answers = {};
    render(
      <MemoryRouter initialEntries={['/member/betting-games/tic-tac-toe/play/%25%25%25']}>
        <Routes>
          <Route path={pagePaths.ticTacToePlay} element={<TicTacToePlayPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('यह रूम लिंक सही नहीं है।');
    expectNoEnglish();
  });
});
