import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { demoBalance, installFakeApi, ok } from '../../testing/fake-api';
import { FakeSocket } from '../../testing/fake-socket';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { MemberTopBar } from './member-top-bar';
import { useLiveBalance } from './use-live-balance';

/** The shell's socket: use-live-balance.ts also listens once for the first connection. */
class ShellSocket extends FakeSocket {
  once(event: string, handler: (payload: unknown) => void) {
    return this.on(event, handler);
  }
}
let socket: ShellSocket | undefined;
vi.mock('../../lib/member-socket', () => ({
  connectMemberSocket: () => (socket = new ShellSocket()),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  socket = undefined;
});

const BREAKDOWN_PATH = '/userAmount/user_balance_breakdown';
const FIGURES = {
  withdrawable_amount: 100,
  deposit_amount: 200,
  pending_withdrawals_amount: 60,
  debt_amount: 12.5,
  available_balance: 300,
};

/** The top bar as the member layout runs it: with the live balance from the socket. */
function TopBarWithSocket() {
  useLiveBalance(true);
  return <MemberTopBar />;
}

type Figures = typeof FIGURES;

/** The top bar against a fake server whose wallets are figures() at each call. */
function renderTopBar(figures: () => Figures = () => FIGURES) {
  const api = installFakeApi({
    '/userAmount/userBalanceData_get': () =>
      demoBalance(figures().withdrawable_amount, figures().deposit_amount),
    [BREAKDOWN_PATH]: () => ok({ msg: figures() }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <TopBarWithSocket />
        <p>Page content</p>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const breakdownCalls = () => api.calls.filter((call) => call === `GET ${BREAKDOWN_PATH}`).length;
  return { breakdownCalls };
}

const balanceButton = () =>
  screen.findByRole('button', { name: 'Available balance ₹300.000. Show the breakdown' });

/** The figure a row of the breakdown shows, by its label. */
function figure(panel: HTMLElement, label: string): string | null {
  const term = within(panel).queryByText(label, { selector: 'dt' });
  return term?.nextElementSibling?.textContent ?? null;
}

describe('the member top bar balance', () => {
  test('shows the available balance and opens a breakdown of the four figures', async () => {
    renderTopBar();
    const button = await balanceButton();
    expect(within(button).getByText('₹300.000')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('dialog', { name: 'Your balance' });
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(document.activeElement).toBe(panel);
    await within(panel).findByText('₹60.000');
    expect(figure(panel, 'Available balance')).toBe('₹300.000');
    expect(figure(panel, 'Withdrawable')).toBe('₹100.000');
    expect(figure(panel, 'Deposit')).toBe('₹200.000');
    expect(figure(panel, 'Held in pending withdrawals')).toBe('₹60.000');
    expect(figure(panel, 'Debt')).toBe('₹12.500');
    expect(
      within(panel).getByText(
        'A task-wall chargeback was larger than your balance; your next earnings repay it.',
      ),
    ).toBeTruthy();
    const withdraw = within(panel).getByRole('link', { name: 'Go to Withdraw' });
    expect(withdraw.getAttribute('href')).toBe('/member/withdraw');
  });

  test('hides the debt and its explanation while the member owes nothing', async () => {
    renderTopBar(() => ({ ...FIGURES, debt_amount: 0 }));
    fireEvent.click(await balanceButton());
    const panel = screen.getByRole('dialog', { name: 'Your balance' });
    await within(panel).findByText('₹60.000');
    expect(figure(panel, 'Debt')).toBeNull();
    expect(within(panel).queryByText(/chargeback/)).toBeNull();
  });

  test('Escape and the close button close it and give focus back; a tap outside closes it', async () => {
    renderTopBar();
    const button = await balanceButton();

    fireEvent.click(button);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Page content'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('fetches the figures each time it opens', async () => {
    const { breakdownCalls } = renderTopBar();
    const button = await balanceButton();
    expect(breakdownCalls()).toBe(0);
    fireEvent.click(button);
    await waitFor(() => expect(breakdownCalls()).toBe(1));
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(breakdownCalls()).toBe(2));
  });

  test('follows user_balance_updated while open', async () => {
    let figures = FIGURES;
    renderTopBar(() => figures);
    fireEvent.click(await balanceButton());
    const panel = screen.getByRole('dialog', { name: 'Your balance' });
    await within(panel).findByText('₹60.000');
    await waitFor(() => expect(socket).toBeDefined());

    // The operator rejected the pending withdrawal: the money is back and nothing is pending.
    figures = {
      ...FIGURES,
      withdrawable_amount: 160,
      pending_withdrawals_amount: 0,
      available_balance: 360,
    };
    act(() =>
      socket!.receive('user_balance_updated', {
        withdrawable_amount: 160,
        deposit_amount: 200,
        available_balance: 360,
      }),
    );
    await waitFor(() => expect(figure(panel, 'Withdrawable')).toBe('₹160.000'));
    expect(figure(panel, 'Available balance')).toBe('₹360.000');
    await waitFor(() => expect(figure(panel, 'Held in pending withdrawals')).toBe('₹0.000'));
    expect(screen.getByRole('button', { name: /Available balance ₹360\.000/ })).toBeTruthy();
  });
});

describe('the member top bar in Hindi', () => {
  inHindi();

  test('the balance, its breakdown with the debt, and the links are Hindi', async () => {
    renderTopBar();
    const button = await screen.findByRole('button', { name: /^उपलब्ध बैलेंस ₹300.000/ });
    expect(screen.getByRole('link', { name: 'डैशबोर्ड' })).toBeTruthy();
    // The bar itself: the test's page below it is not the bar's.
    expectNoEnglish(screen.getByRole('banner'));
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'आपका बैलेंस' });
    await within(panel).findByText('बकाया');
    expect(within(panel).getByRole('link', { name: 'निकासी पर जाएँ' })).toBeTruthy();
    expectNoEnglish(screen.getByRole('banner'));
  });

  test('a breakdown that cannot load says so in Hindi', async () => {
    installFakeApi({
      '/userAmount/userBalanceData_get': demoBalance(),
      [BREAKDOWN_PATH]: { status: 500, body: {} },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <MemberTopBar />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /^उपलब्ध बैलेंस ₹300.000/ }));
    expect(await screen.findByText('ब्योरा लोड नहीं हो सका।')).toBeTruthy();
    expectNoEnglish();
  });
});
