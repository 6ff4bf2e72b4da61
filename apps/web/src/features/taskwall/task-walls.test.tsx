import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { taskWallPath } from '@kamao/contract/page-paths';
import { installFakeApi, ok } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { FakeSocket } from '../../testing/fake-socket';
import { TaskWallPage } from './task-wall-page';
import { TaskWallsPage } from './task-walls-page';

/** What the fake server acknowledges to the wall page's ask. */
let ackAnswer: unknown = { error: 'not yet' };
let socket: FakeSocket;
vi.mock('../../lib/member-socket', () => ({
  connectMemberSocket: () => (socket = new FakeSocket(() => ackAnswer)),
}));
vi.mock('../../lib/success-chime', () => ({ playSuccessChime: vi.fn() }));
const chime = await import('../../lib/success-chime');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const WALL_URL = 'https://wall.example.com/offers?uid=m1&hash=abc';
const DATA = {
  today_offerWallIncome: 1.5,
  total_offerWall: 2,
  today_completed: 1,
  available_balance: 300,
  pending_offerWallEarnings: 20,
  offerWallData_after_replace: [
    { offerWallName: 'Revlum', offerWallApiLink: WALL_URL },
    { offerWallName: 'CPX', offerWallApiLink: 'https://offers.cpx.example/?u=m1' },
  ],
  other_data_offerWalls_instructions: '<p>Finish offers</p><img src=x onerror=alert(1)>',
};

function renderAt(path: string, data: object = DATA) {
  installFakeApi({ 'GET /userIncomeRoute/user_offerWall_get': ok({ msg: data }) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/member/task-wall" element={<TaskWallsPage />} />
          <Route path="/member/task-wall/:encodedUrl" element={<TaskWallPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('task walls', () => {
  test('the list: figures with what is held, a Start link per wall as a new page, instructions', async () => {
    renderAt('/member/task-wall');
    expect(await screen.findByText('Total TaskWalls')).toBeTruthy();
    expect(screen.getByText('₹1.500')).toBeTruthy();
    expect(screen.getByText('₹20.000')).toBeTruthy();
    const start = screen.getByRole('link', { name: 'Start Revlum' });
    // A plain link: the wall page loads as a document with its own security policy.
    expect(start.getAttribute('href')).toBe(taskWallPath(WALL_URL));
    expect(start.getAttribute('data-discover')).toBeNull();
    expect(screen.getByText('Finish offers')).toBeTruthy();
    expect(document.querySelector('img[onerror]')).toBeNull();
  });

  test('a wall page frames its wall with a spinner until it loads, and takes live figures', async () => {
    ackAnswer = {
      msg: {
        available_balance: 300,
        today_offerWallIncome: 2,
        total_offerWall: 2,
        today_completed: 2,
      },
    };
    renderAt(taskWallPath(WALL_URL));
    const frame = (await screen.findByTitle('Task wall offers: Revlum')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(WALL_URL);
    expect(frame.style.height).toBe('1000px');
    expect(screen.getByText('Loading the task wall…')).toBeTruthy();
    fireEvent.load(frame);
    expect(screen.queryByText('Loading the task wall…')).toBeNull();

    // Registered as a task wall, asked its figures, and shows the answer.
    await vi.waitFor(() => expect(screen.getByText('₹2.000')).toBeTruthy());
    expect(socket.emitted.map((e) => e.event)).toEqual([
      'register_component',
      'serverMessage_for_viewOfferWall_balance',
    ]);
    expect(socket.emitted[0]!.payload).toEqual({ type: 'taskWall' });

    act(() =>
      socket.receive('serverMessage_for_viewOfferWall_balance', {
        success: true,
        credited: true,
        msg: {
          available_balance: 307.5,
          today_offerWallIncome: 9.5,
          total_offerWall: 2,
          today_completed: 3,
        },
      }),
    );
    expect(screen.getByText('₹9.500')).toBeTruthy();
    expect(screen.getByTestId('wall-completed').textContent).toBe('3');
    expect(chime.playSuccessChime).toHaveBeenCalledOnce();
    // A malformed push changes nothing.
    act(() => socket.receive('serverMessage_for_viewOfferWall_balance', { msg: 'x' }));
    expect(screen.getByText('₹9.500')).toBeTruthy();
  });

  test('no walls: the empty state, no figures of what is held', async () => {
    renderAt('/member/task-wall', {
      ...DATA,
      pending_offerWallEarnings: 0,
      offerWallData_after_replace: [],
    });
    expect(
      await screen.findByText('No task walls right now. Please check back later.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Start/ })).toBeNull();
    expect(screen.queryByText('Pending')).toBeNull();
  });

  test('after a reconnection the page registers and asks for its figures again', async () => {
    ackAnswer = { error: 'not yet' };
    renderAt(taskWallPath(WALL_URL));
    await screen.findByTitle('Task wall offers: Revlum');
    await vi.waitFor(() => expect(socket.emitted).toHaveLength(2));
    // An {error} acknowledgement leaves the fetched figures in place.
    expect(screen.getByTestId('wall-today-earnings').textContent).toBe('₹1.500');

    ackAnswer = {
      msg: {
        available_balance: 1,
        today_offerWallIncome: 4,
        total_offerWall: 2,
        today_completed: 5,
      },
    };
    act(() => socket.receive('connect', undefined));
    expect(socket.emitted.map((e) => e.event)).toEqual([
      'register_component',
      'serverMessage_for_viewOfferWall_balance',
      'register_component',
      'serverMessage_for_viewOfferWall_balance',
    ]);
    expect(screen.getByTestId('wall-today-earnings').textContent).toBe('₹4.000');
    expect(chime.playSuccessChime).not.toHaveBeenCalled();
  });

  test('an address that is not one of the member’s walls is never framed', async () => {
    renderAt(taskWallPath('https://evil.example/login'));
    expect(
      await screen.findByText('This task wall is not available. Please open a wall from the list.'),
    ).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('task walls in Hindi', () => {
  inHindi();

  test('the list: figures, Start per wall and instructions; wall names stay as written', async () => {
    renderAt('/member/task-wall');
    expect(await screen.findByText('कुल टास्क वॉल')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'शुरू करें Revlum' })).toBeTruthy();
    expect(screen.getByText('लंबित')).toBeTruthy();
    expectNoEnglish();
  });

  test('the empty list is Hindi', async () => {
    renderAt('/member/task-wall', { ...DATA, offerWallData_after_replace: [] });
    expect(await screen.findByText('अभी कोई टास्क वॉल नहीं है। कृपया बाद में फिर देखें।')).toBeTruthy();
    expectNoEnglish();
  });

  test('a wall page while it loads, and an address that is no wall', async () => {
    ackAnswer = { error: 'not yet' };
    renderAt(taskWallPath(WALL_URL));
    expect(await screen.findByText('टास्क वॉल लोड हो रही है…')).toBeTruthy();
    expect(screen.getByTitle('टास्क वॉल के ऑफ़र: Revlum')).toBeTruthy();
    expectNoEnglish();
    cleanup();

    renderAt(taskWallPath('https://evil.example/login'));
    expect(
      await screen.findByText('यह टास्क वॉल उपलब्ध नहीं है। कृपया सूची से कोई वॉल खोलें।'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'टास्क वॉल पर वापस जाएँ' })).toBeTruthy();
    expectNoEnglish();
  });
});
