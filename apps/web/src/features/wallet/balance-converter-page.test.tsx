import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SESSION_FLAGS } from '@kamao/contract/session-flags';
import { setSessionFlagListener } from '../../lib/api-client';
import { installFakeApi, ok } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { BalanceConverterPage } from './balance-converter-page';

vi.mock('../../lib/toast', () => ({
  alertDialog: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));
// The seal itself is tested in lib/payload-seal.test.ts: here the plain object is checked.
vi.mock('../../lib/payload-seal', () => ({
  sealPayload: vi.fn((payload: unknown) => Promise.resolve(payload)),
}));
const toast = await import('../../lib/toast');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const records = Array.from({ length: 6 }, (_, index) => ({
  _id: `conv${index}`,
  converted_amount: 100,
  charges: index === 0 ? 5 : 0,
  converted_amount_type: index === 0 ? 'depositToWithdraw' : 'withdrawToDeposit',
  time: `2026-11-0${index + 1}`,
}));

const SUMMARY = {
  withdrawable_amount: 40,
  deposit_amount: 200.1,
  convertAmount_Records: records,
  other_data_convertBalance_instructions: '<li>5% charge from deposit</li><script>x</script>',
};

function renderPage(summary: object = SUMMARY) {
  installFakeApi({ 'GET /userAmount/userConvertBalance_get': ok({ msg: summary }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <BalanceConverterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const amountBox = () => screen.getByLabelText('Amount') as HTMLInputElement;
function enter(value: string) {
  fireEvent.focus(amountBox());
  fireEvent.change(amountBox(), { target: { value } });
}
const convertNow = () => fireEvent.click(screen.getByRole('button', { name: 'Convert Now' }));

describe('Balance converter', () => {
  test('a background refetch, answered or failed, keeps the amount the member typed', async () => {
    let answers = 0;
    installFakeApi({
      'GET /userAmount/userConvertBalance_get': () => {
        answers += 1;
        if (answers === 3) return { status: 503, body: { error_msg: 'Service Unavailable' } };
        return ok({ msg: { ...SUMMARY, deposit_amount: 200.1 + answers } });
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <BalanceConverterPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByLabelText('Amount');
    fireEvent.click(screen.getByLabelText('Deposit to Withdraw'));
    enter('2');
    // A balance event from the socket refetches the page's data (use-live-balance.ts) ...
    await queryClient.invalidateQueries();
    await waitFor(() => expect(answers).toBe(2));
    expect(amountBox().value).toBe('2');
    // ... and on a flaky connection that refetch fails.
    await queryClient.invalidateQueries();
    await waitFor(() => expect(answers).toBe(3));
    expect(amountBox().value).toBe('2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('cards with the exact sum, instructions, history with received = converted − charges', async () => {
    renderPage();
    expect(await screen.findByText('Deposit Balance')).toBeTruthy();
    expect(screen.getByText('₹240.100')).toBeTruthy();
    expect(screen.getByText('5% charge from deposit')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('CONV0')).toBeTruthy();
    expect(screen.getByText('₹95.000')).toBeTruthy();
    expect(screen.queryByText('CONV5')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('CONV5')).toBeTruthy();
  });

  test("empty history: '🚫 No Balance Convert Yet'", async () => {
    renderPage({ ...SUMMARY, convertAmount_Records: [] });
    expect(await screen.findByText('🚫 No Balance Convert Yet')).toBeTruthy();
  });

  test('digits only; focus clears; blur empty gives 0', async () => {
    renderPage();
    await screen.findByText('Deposit Balance');
    fireEvent.focus(amountBox());
    expect(amountBox().value).toBe('');
    fireEvent.blur(amountBox());
    expect(amountBox().value).toBe('0');
    enter('1x2.3');
    expect(amountBox().value).toBe('123');
  });

  test("no direction: '* Please Select one of them'; zero: 'Invalid Amount'", async () => {
    renderPage();
    await screen.findByText('Deposit Balance');
    enter('10');
    convertNow();
    expect(await screen.findByText('* Please Select one of them')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Deposit to Withdraw'));
    expect(screen.queryByText('* Please Select one of them')).toBeNull();
    enter('0');
    convertNow();
    // The form checks asynchronously (react-hook-form with the contract's schema).
    await waitFor(() =>
      expect(toast.alertDialog).toHaveBeenLastCalledWith({
        icon: 'warning',
        title: 'Invalid Amount',
        text: 'Please enter a valid positive amount to convert.',
      }),
    );
  });

  test("'Insufficient Balance' against the source wallet of each direction", async () => {
    renderPage();
    await screen.findByText('Deposit Balance');
    fireEvent.click(screen.getByLabelText('Deposit to Withdraw'));
    enter('201');
    convertNow();
    await waitFor(() =>
      expect(toast.alertDialog).toHaveBeenLastCalledWith({
        icon: 'warning',
        title: 'Insufficient Balance',
        text: 'Your requested amount exceeds your deposit balance of ₹200.100. Please enter a valid amount.',
      }),
    );
    fireEvent.click(screen.getByLabelText('Withdraw to Deposit'));
    enter('41');
    convertNow();
    await waitFor(() =>
      expect(toast.alertDialog).toHaveBeenLastCalledWith({
        icon: 'warning',
        title: 'Insufficient Balance',
        text: 'Your requested amount exceeds your withdrawable balance of ₹40.000. Please enter a valid amount.',
      }),
    );
  });

  test('shows and sends the 5 % charge, then the success dialog', async () => {
    const bodies: unknown[] = [];
    installFakeApi({
      'GET /userAmount/userConvertBalance_get': ok({ msg: SUMMARY }),
      'PATCH /userAmount/userBalanceConvertPatch': (request) => {
        void request.json().then((body) => bodies.push(body));
        return ok({ msg: 'ok' });
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <BalanceConverterPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('Deposit Balance');
    fireEvent.click(screen.getByLabelText('Deposit to Withdraw'));
    enter('100');
    expect(screen.getByTestId('convert-charge').textContent).toContain('₹5.000');
    convertNow();
    await waitFor(() =>
      expect(toast.alertDialog).toHaveBeenCalledWith({
        icon: 'success',
        title: 'Success',
        text: 'Your balance has been successfully converted.',
      }),
    );
    expect(bodies).toEqual([
      { obj: { balanceToConvert: 100, charge: 5, conversionType_state: 'depositToWithdraw' } },
    ]);
  });

  test("a failure shows the server's message or the spec's text", async () => {
    installFakeApi({
      'GET /userAmount/userConvertBalance_get': ok({ msg: SUMMARY }),
      'PATCH /userAmount/userBalanceConvertPatch': { status: 500, body: {} },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <BalanceConverterPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('Deposit Balance');
    fireEvent.click(screen.getByLabelText('Withdraw to Deposit'));
    enter('10');
    convertNow();
    await waitFor(() =>
      expect(toast.alertDialog).toHaveBeenCalledWith({
        icon: 'error',
        title: 'Error',
        text: 'There was an issue with the conversion process. Please try again later.',
      }),
    );
  });
});

describe('Balance converter: one conversion per confirmation (Idempotency-Key)', () => {
  const KEY_FORM = /^[A-Za-z0-9_\-:.]{8,100}$/;

  /** Renders the page; the PATCHes answer in turn and their Idempotency-Keys are kept. */
  async function renderWithAnswers(...answers: Array<'network' | number>) {
    const keys: (string | null)[] = [];
    installFakeApi({
      'GET /userAmount/userConvertBalance_get': ok({ msg: SUMMARY }),
      'PATCH /userAmount/userBalanceConvertPatch': (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        const next = answers[keys.length - 1] ?? 200;
        // A request whose answer never came back (a timeout, a dropped connection).
        if (next === 'network') throw new TypeError('Failed to fetch');
        return next === 200
          ? ok({ msg: 'ok' })
          : { status: next, body: { error_msg: 'Not enough deposit.' } };
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <BalanceConverterPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('Deposit Balance');
    fireEvent.click(screen.getByLabelText('Deposit to Withdraw'));
    return keys;
  }

  const succeeded = () =>
    vi.mocked(toast.alertDialog).mock.calls.filter(([options]) => options.icon === 'success');

  test('sends a key, resends it when the answer was lost, and the next dialog makes a new one', async () => {
    const keys = await renderWithAnswers('network', 200, 200);
    enter('100');
    convertNow();
    await waitFor(() => expect(succeeded()).toHaveLength(1), { timeout: 4000 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(KEY_FORM);
    expect(keys[1]).toBe(keys[0]);

    enter('50');
    convertNow();
    await waitFor(() => expect(succeeded()).toHaveLength(2));
    expect(keys).toHaveLength(3);
    expect(keys[2]).toMatch(KEY_FORM);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('a refusal (4xx) is shown at once, not retried', async () => {
    const keys = await renderWithAnswers(400);
    enter('100');
    convertNow();
    await waitFor(() =>
      expect(toast.alertDialog).toHaveBeenCalledWith({
        icon: 'error',
        title: 'Error',
        text: 'Not enough deposit.',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(keys).toHaveLength(1);
  });
});

describe('Balance converter: a lost session', () => {
  test('shows no dialog of its own and never the flag: the session reaction deals with it', async () => {
    const reported: unknown[][] = [];
    const unregister = setSessionFlagListener((...args) => reported.push(args));
    installFakeApi({
      'GET /userAmount/userConvertBalance_get': ok({ msg: SUMMARY }),
      'PATCH /userAmount/userBalanceConvertPatch': {
        status: 401,
        body: { error_msg: SESSION_FLAGS.invalid },
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <BalanceConverterPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('Deposit Balance');
    fireEvent.click(screen.getByLabelText('Withdraw to Deposit'));
    enter('10');
    convertNow();
    await waitFor(() => expect(reported).toEqual([[SESSION_FLAGS.invalid, undefined]]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toast.alertDialog).not.toHaveBeenCalledWith(expect.objectContaining({ icon: 'error' }));
    unregister();
  });
});

describe('Balance converter in Hindi', () => {
  inHindi();

  const hindiAmountBox = () => screen.getByLabelText('राशि') as HTMLInputElement;
  function enterHindi(value: string) {
    fireEvent.focus(hindiAmountBox());
    fireEvent.change(hindiAmountBox(), { target: { value } });
  }
  const convertNowHindi = () => fireEvent.click(screen.getByRole('button', { name: 'अभी बदलें' }));

  test('every text is Hindi; order numbers, instructions and amounts stay as they are', async () => {
    renderPage();
    expect(await screen.findByText('जमा बैलेंस')).toBeTruthy();
    expect(screen.getByText('बदलाव का इतिहास')).toBeTruthy();
    expect(screen.getByText('जमा से निकालने योग्य में', { selector: 'span' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('जमा से निकालने योग्य में'));
    expect(screen.getByTestId('convert-charge').textContent).toContain('शुल्क');
    expectNoEnglish();
  });

  test('empty history in Hindi', async () => {
    renderPage({ ...SUMMARY, convertAmount_Records: [] });
    expect(await screen.findByText('🚫 अभी तक कोई बैलेंस नहीं बदला गया')).toBeTruthy();
    expectNoEnglish();
  });

  test('the checks and dialogs speak Hindi', async () => {
    installFakeApi({
      'GET /userAmount/userConvertBalance_get': ok({ msg: SUMMARY }),
      'PATCH /userAmount/userBalanceConvertPatch': ok({ msg: 'ok' }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <BalanceConverterPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('जमा बैलेंस');
    enterHindi('10');
    convertNowHindi();
    expect(await screen.findByText('* कृपया इनमें से एक चुनें')).toBeTruthy();
    expectNoEnglish();

    fireEvent.click(screen.getByLabelText('जमा से निकालने योग्य में'));
    enterHindi('201');
    convertNowHindi();
    await waitFor(() =>
      expect(toast.alertDialog).toHaveBeenLastCalledWith({
        icon: 'warning',
        title: 'बैलेंस कम है',
        text: 'आपकी माँगी गई राशि आपके जमा बैलेंस ₹200.100 से ज़्यादा है। कृपया सही राशि डालें।',
      }),
    );

    enterHindi('100');
    convertNowHindi();
    await waitFor(() =>
      expect(toast.confirmDialog).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'क्या आप पक्का करना चाहते हैं?',
          text: '₹100.00 को ₹5.00 शुल्क के साथ बदलें?',
          confirmText: 'हाँ, बदलें',
          cancelText: 'नहीं, रद्द करें',
        }),
      ),
    );
    await waitFor(() =>
      expect(toast.alertDialog).toHaveBeenCalledWith({
        icon: 'success',
        title: 'सफल',
        text: 'आपका बैलेंस सफलतापूर्वक बदल दिया गया है।',
      }),
    );
  });
});
