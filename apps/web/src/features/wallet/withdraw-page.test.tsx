import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SESSION_FLAGS } from '@kamao/contract/session-flags';
import { setSessionFlagListener } from '../../lib/api-client';
import { installFakeApi, ok } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { WithdrawPage } from './withdraw-page';

vi.mock('../../lib/toast', () => ({
  alertDialog: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
  closeDialog: vi.fn(() => Promise.resolve()),
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));
const toast = await import('../../lib/toast');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const records = Array.from({ length: 6 }, (_, index) => ({
  _id: `abc${index}`,
  balance: 50 + index,
  type: 'UPI',
  time: `2026-11-0${index + 1}`,
  withdrawal_status: ['Pending', 'Success', 'Reject', 'Processing', 'Pending', 'Pending'][index]!,
  remark: index === 2 ? 'Wrong UPI id' : null,
}));

const BALANCE = {
  withdrawable_amount: 120,
  deposit_amount: 0,
  pending_withdrawal_amount: 50,
  total_withdrawal_amount: 300,
  withdrawal_method: 'UPI',
  withdrawal_account_information: 'asha@upi',
  withdrawalMethod_minimumAmount: 50,
  withdrawal_Records: records,
  other_data_withdrawal_instructions: '<p>Paid within 24 hours</p><script>x</script>',
};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/member/withdraw']}>
        <Routes>
          <Route path="/member/withdraw" element={<WithdrawPage />} />
          <Route path="/member/profile" element={<p>PROFILE PAGE</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const amountBox = (label = 'Amount') => screen.getByLabelText(label) as HTMLInputElement;
function enter(value: string, label = 'Amount') {
  fireEvent.focus(amountBox(label));
  fireEvent.change(amountBox(label), { target: { value } });
}

describe('Withdraw page', () => {
  test('three cards, instructions, history 5 per page with statuses and order numbers', async () => {
    installFakeApi({ 'GET /userAmount/userBalanceData_get': ok({ msg: BALANCE }) });
    renderPage();
    expect(await screen.findByText('Withdrawable Balance')).toBeTruthy();
    expect(screen.getByText('Pending Withdrawn')).toBeTruthy();
    expect(screen.getByText('Total Withdraw')).toBeTruthy();
    expect(screen.getByText('₹120.000')).toBeTruthy();
    expect(screen.getByText('Paid within 24 hours')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('ABC0')).toBeTruthy();
    expect(screen.getByText('Reject').className).toContain('rose');
    expect(screen.getByText('Processing').className).toContain('slate');
    expect(screen.getByText(/Wrong UPI id/)).toBeTruthy();
    expect(screen.queryByText('ABC5')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('ABC5')).toBeTruthy();
  });

  test('a waiting request has a Pending badge; a paid one its reference; dates read the Indian way', async () => {
    installFakeApi({
      'GET /userAmount/userBalanceData_get': ok({
        msg: {
          ...BALANCE,
          withdrawal_Records: [
            {
              _id: 'w1',
              balance: 60,
              type: 'UPI',
              time: '2026-11-23T04:30:00.000Z',
              withdrawal_status: 'Pending',
              remark: null,
              payment_reference: null,
            },
            {
              _id: 'w2',
              balance: 75,
              type: 'UPI',
              time: '2026-11-20T18:45:00.000Z',
              withdrawal_status: 'Success',
              remark: null,
              payment_reference: '412345678901',
            },
          ],
        },
      }),
    });
    renderPage();
    const badge = await screen.findByText('Pending', { exact: true });
    // A badge with its own shape (the hourglass), not only a colour.
    expect(badge.className).toContain('rounded-full');
    expect(badge.querySelector('svg')).toBeTruthy();
    const pendingCard = badge.closest('li')!;
    expect(pendingCard.textContent).toContain('Waiting for payment');
    expect(pendingCard.textContent).not.toContain('Payment reference');
    expect(pendingCard.querySelector('time')!.textContent).toMatch(/^23 Nov 2026, 10:00\s?am$/i);

    const paidCard = screen.getByText('Success', { exact: true }).closest('li')!;
    expect(paidCard.textContent).toContain('Payment reference412345678901');
    expect(paidCard.textContent).not.toContain('Waiting for payment');
    expect(paidCard.querySelector('time')!.textContent).toMatch(/^21 Nov 2026, 12:15\s?am$/i);
    expect(screen.getByRole('button', { name: 'Copy payment reference' })).toBeTruthy();
  });

  test("no withdrawals: 'No Withdrawals Yet'", async () => {
    installFakeApi({
      'GET /userAmount/userBalanceData_get': ok({ msg: { ...BALANCE, withdrawal_Records: [] } }),
    });
    renderPage();
    expect(await screen.findByText('No Withdrawals Yet')).toBeTruthy();
  });

  test('the amount box keeps digits only, clears on focus and shows 0 when left empty', async () => {
    installFakeApi({ 'GET /userAmount/userBalanceData_get': ok({ msg: BALANCE }) });
    renderPage();
    await screen.findByText('Withdrawable Balance');
    expect(amountBox().value).toBe('0');
    fireEvent.focus(amountBox());
    expect(amountBox().value).toBe('');
    fireEvent.blur(amountBox());
    expect(amountBox().value).toBe('0');
    enter('7a.5-');
    expect(amountBox().value).toBe('75');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(amountBox().value).toBe('0');
  });

  test("no payment info: 'Bind Payment Info', then the profile after 5 s", async () => {
    installFakeApi({
      'GET /userAmount/userBalanceData_get': ok({
        msg: { ...BALANCE, withdrawal_method: '', withdrawal_account_information: '' },
      }),
    });
    renderPage();
    await screen.findByText('Withdrawable Balance');
    vi.useFakeTimers();
    enter('60');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    // The form checks asynchronously (react-hook-form with the contract's schema).
    await vi.waitFor(() =>
      expect(toast.alertDialog).toHaveBeenCalledWith({
        icon: 'warning',
        title: 'Bind Payment Info',
        text: 'Please bind your payment information to proceed with withdrawals.',
      }),
    );
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText('PROFILE PAGE')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('PROFILE PAGE')).toBeTruthy();
  });

  test("method missing: 'Please bind Your payment information again'", async () => {
    installFakeApi({
      'GET /userAmount/userBalanceData_get': ok({ msg: { ...BALANCE, withdrawal_method: '' } }),
    });
    renderPage();
    await screen.findByText('Withdrawable Balance');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    await waitFor(() =>
      expect(toast.alertDialog).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'Please bind Your payment information again' }),
      ),
    );
  });

  test("below the minimum: 'Invalid Amount'; above the balance: 'Insufficient Balance'", async () => {
    installFakeApi({ 'GET /userAmount/userBalanceData_get': ok({ msg: BALANCE }) });
    renderPage();
    await screen.findByText('Withdrawable Balance');
    enter('49');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    await waitFor(() =>
      expect(toast.alertDialog).toHaveBeenLastCalledWith({
        icon: 'warning',
        title: 'Invalid Amount',
        text: 'The minimum withdrawal amount for UPI is ₹50.000. Please enter a valid amount.',
        timerMs: 5000,
      }),
    );
    enter('121');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    await waitFor(() =>
      expect(toast.alertDialog).toHaveBeenLastCalledWith({
        icon: 'warning',
        title: 'Insufficient Balance',
        text: 'Your available balance is ₹120.000. Please enter a valid amount.',
        timerMs: 5000,
      }),
    );
    expect(toast.confirmDialog).not.toHaveBeenCalled();
  });

  test("'Are you sure?' then the withdrawal is sent and 'Withdrawal Successful' shown", async () => {
    const bodies: unknown[] = [];
    installFakeApi({
      'GET /userAmount/userBalanceData_get': ok({ msg: BALANCE }),
      'POST /userAmount/userWithdrawal_record_post': (request) => {
        void request.json().then((body) => bodies.push(body));
        return ok({ msg: 'ok' });
      },
    });
    renderPage();
    await screen.findByText('Withdrawable Balance');
    enter('60');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    await waitFor(() =>
      expect(toast.alertDialog).toHaveBeenCalledWith({
        icon: 'success',
        title: 'Withdrawal Successful',
        text: 'Your withdrawal of ₹60.000 has been successfully processed.',
        timerMs: 5000,
      }),
    );
    // The spec's dialog, naming what leaves and the bound account it goes to.
    expect(toast.confirmDialog).toHaveBeenCalledWith({
      title: 'Are you sure?',
      text: '₹60.000 will be sent to your UPI account asha@upi.',
      icon: 'warning',
      confirmText: 'Yes, Withdraw',
      cancelText: 'No, Cancel',
    });
    expect(bodies).toEqual([{ obj: { balance: 60, type: 'UPI' } }]);
  });

  test("'No, Cancel' sends nothing", async () => {
    vi.mocked(toast.confirmDialog).mockResolvedValueOnce(false);
    const bodies: unknown[] = [];
    installFakeApi({
      'GET /userAmount/userBalanceData_get': ok({ msg: BALANCE }),
      'POST /userAmount/userWithdrawal_record_post': (request) => {
        bodies.push(request.url);
        return ok({ msg: 'ok' });
      },
    });
    renderPage();
    await screen.findByText('Withdrawable Balance');
    enter('60');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    await waitFor(() => expect(toast.confirmDialog).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bodies).toEqual([]);
  });
});

describe('Withdraw page: one withdrawal per confirmation (Idempotency-Key)', () => {
  const KEY_FORM = /^[A-Za-z0-9_\-:.]{8,100}$/;

  /** The POSTs the page made, as their Idempotency-Key headers, with the given answers in turn. */
  function withdrawAnswers(...answers: Array<'network' | number>) {
    const keys: (string | null)[] = [];
    installFakeApi({
      'GET /userAmount/userBalanceData_get': ok({ msg: BALANCE }),
      'POST /userAmount/userWithdrawal_record_post': (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        const next = answers[keys.length - 1] ?? 200;
        // A request whose answer never came back (a timeout, a dropped connection).
        if (next === 'network') throw new TypeError('Failed to fetch');
        return next === 200
          ? ok({ msg: 'ok' })
          : { status: next, body: { error_msg: 'Your available balance is ₹0.' } };
      },
    });
    return keys;
  }

  async function confirmWithdrawal(value: string) {
    enter(value);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
  }

  const succeeded = () =>
    vi.mocked(toast.alertDialog).mock.calls.filter(([options]) => options.icon === 'success');

  test('sends a key, resends it when the answer was lost, and the next dialog makes a new one', async () => {
    const keys = withdrawAnswers('network', 200, 200);
    renderPage();
    await screen.findByText('Withdrawable Balance');
    await confirmWithdrawal('60');
    await waitFor(() => expect(succeeded()).toHaveLength(1), { timeout: 4000 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(KEY_FORM);
    expect(keys[1]).toBe(keys[0]);

    await confirmWithdrawal('70');
    await waitFor(() => expect(succeeded()).toHaveLength(2));
    expect(keys).toHaveLength(3);
    expect(keys[2]).toMatch(KEY_FORM);
    expect(keys[2]).not.toBe(keys[0]);
    expect(toast.confirmDialog).toHaveBeenCalledTimes(2);
  });

  test('after three lost answers: the error, and the balance fetched again to show what happened', async () => {
    const keys = withdrawAnswers('network', 'network', 'network');
    const { calls } = vi.mocked(fetch).mock;
    renderPage();
    await screen.findByText('Withdrawable Balance');
    await confirmWithdrawal('60');
    await waitFor(
      () =>
        expect(toast.alertDialog).toHaveBeenCalledWith({
          icon: 'error',
          title: 'Error',
          text: 'Something went wrong with your withdrawal. Please try again later.',
        }),
      { timeout: 6000 },
    );
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    const balanceReads = () =>
      calls.filter(([url]) => String(url).startsWith('/userAmount/userBalanceData_get'));
    await waitFor(() => expect(balanceReads()).toHaveLength(2));
  }, 10_000);

  test("a refusal (4xx) shows the spec's fixed text at once, not retried; 'No, Cancel' sends nothing", async () => {
    const keys = withdrawAnswers(400);
    renderPage();
    await screen.findByText('Withdrawable Balance');
    vi.mocked(toast.confirmDialog).mockResolvedValueOnce(false);
    await confirmWithdrawal('60');
    await waitFor(() => expect(toast.confirmDialog).toHaveBeenCalledTimes(1));
    await confirmWithdrawal('60');
    await waitFor(() =>
      expect(toast.alertDialog).toHaveBeenCalledWith({
        icon: 'error',
        title: 'Error',
        // The withdraw page's own text, not the server's.
        text: 'Something went wrong with your withdrawal. Please try again later.',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(keys).toHaveLength(1);
  });
});

describe('Withdraw page: a lost session', () => {
  test.each([
    [SESSION_FLAGS.tokenNotFound, 'Authentication Error', 'Please log in again to continue.'],
    [SESSION_FLAGS.invalid, 'Session Expired', 'Your session has expired. Please log in again.'],
  ])(
    "%s: the session reaction gets the spec's %s notice; the page shows nothing of its own",
    async (flag, title, text) => {
      const reported: unknown[][] = [];
      const unregister = setSessionFlagListener((...args) => reported.push(args));
      installFakeApi({
        'GET /userAmount/userBalanceData_get': ok({ msg: BALANCE }),
        'POST /userAmount/userWithdrawal_record_post': { status: 401, body: { error_msg: flag } },
      });
      renderPage();
      await screen.findByText('Withdrawable Balance');
      enter('60');
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
      await waitFor(() => expect(reported).toEqual([[flag, { title, text }]]));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(toast.alertDialog).not.toHaveBeenCalled();
      unregister();
    },
  );
});

describe('Withdraw page in Hindi', () => {
  inHindi();

  test('every text is Hindi; the method, codes, remarks and amounts stay as they are', async () => {
    installFakeApi({ 'GET /userAmount/userBalanceData_get': ok({ msg: BALANCE }) });
    renderPage();
    expect(await screen.findByText('निकालने योग्य बैलेंस')).toBeTruthy();
    expect(screen.getAllByText('लंबित').length).toBeGreaterThan(0);
    expectNoEnglish();
  });

  test('the refusal names the minimum in Hindi', async () => {
    installFakeApi({ 'GET /userAmount/userBalanceData_get': ok({ msg: BALANCE }) });
    renderPage();
    await screen.findByText('निकालने योग्य बैलेंस');
    enter('10', 'राशि');
    fireEvent.click(screen.getByRole('button', { name: 'अभी निकालें' }));
    await waitFor(() =>
      expect(toast.alertDialog).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'गलत राशि',
          text: 'UPI के लिए न्यूनतम निकासी राशि ₹50.000 है। कृपया सही राशि डालें।',
        }),
      ),
    );
  });
});
