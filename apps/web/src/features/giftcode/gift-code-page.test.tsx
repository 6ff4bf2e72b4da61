import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, ok } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { GiftCodePage } from './gift-code-page';

vi.mock('../../lib/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));
const toast = await import('../../lib/toast');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const DATA = {
  giftCode_page_Message: '<p>Follow our channel for codes</p><script>window.hacked=1</script>',
  userGiftCode_claim_history: [
    { giftCode: 'WELCOME10', bonusAmount: 10, time: '2026-11-20T04:30:00.000Z' },
  ],
  userAvailableBalance: 10,
};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <GiftCodePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Gift code page', () => {
  test('shows the sanitised page message and the claim history', async () => {
    installFakeApi({ 'GET /userIncomeRoute/user_giftCode_get': ok({ msg: DATA }) });
    renderPage();
    expect(await screen.findByText('Follow our channel for codes')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('WELCOME10')).toBeTruthy();
    expect(screen.getByText('₹10.000')).toBeTruthy();
    expect(screen.getByText('20 Nov 2026, 10:00 am')).toBeTruthy();
  });

  test('an empty history says so', async () => {
    installFakeApi({
      'GET /userIncomeRoute/user_giftCode_get': ok({
        msg: { ...DATA, userGiftCode_claim_history: [] },
      }),
    });
    renderPage();
    expect(await screen.findByText('No gift codes claimed yet')).toBeTruthy();
  });

  test('a blank code is ignored; a code is sent trimmed and the answer toasted', async () => {
    const bodies: unknown[] = [];
    installFakeApi({
      'GET /userIncomeRoute/user_giftCode_get': ok({ msg: DATA }),
      'PATCH /userIncomeRoute/user_giftCode_verify_and_patch': (request) => {
        void request.json().then((body) => bodies.push(body));
        return ok({ msg: 'Gift code claimed successfully' });
      },
    });
    renderPage();
    await screen.findByText('WELCOME10');
    fireEvent.change(screen.getByLabelText('Gift code'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim Bonus' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bodies).toEqual([]);
    fireEvent.change(screen.getByLabelText('Gift code'), { target: { value: ' SUMMER5 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim Bonus' }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith('Gift code claimed successfully'),
    );
    expect(bodies).toEqual([{ giftCode_state: 'SUMMER5' }]);
  });

  test("the server's error_msg is toasted", async () => {
    installFakeApi({
      'GET /userIncomeRoute/user_giftCode_get': ok({ msg: DATA }),
      'PATCH /userIncomeRoute/user_giftCode_verify_and_patch': {
        status: 400,
        body: { error_msg: 'Invalid Gift Code' },
      },
    });
    renderPage();
    await screen.findByText('WELCOME10');
    fireEvent.change(screen.getByLabelText('Gift code'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim Bonus' }));
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith('Invalid Gift Code'));
  });
});

describe('Gift code page in Hindi', () => {
  inHindi();

  test('every text is Hindi; the operator message, codes and amounts stay as they are', async () => {
    installFakeApi({ 'GET /userIncomeRoute/user_giftCode_get': ok({ msg: DATA }) });
    renderPage();
    expect(await screen.findByText('WELCOME10')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'गिफ़्ट कोड' })).toBeTruthy();
    expect(screen.getByPlaceholderText('अपना गिफ़्ट कोड डालें')).toBeTruthy();
    expect(screen.getByText('₹10.000')).toBeTruthy();
    expect(screen.getByText('20 नव॰ 2026, 10:00')).toBeTruthy();
    expectNoEnglish();
  });

  test('an empty history says so in Hindi', async () => {
    installFakeApi({
      'GET /userIncomeRoute/user_giftCode_get': ok({
        msg: { ...DATA, userGiftCode_claim_history: [] },
      }),
    });
    renderPage();
    expect(await screen.findByText('अभी तक कोई कोड इस्तेमाल नहीं हुआ')).toBeTruthy();
    expectNoEnglish();
  });

  test('a claim without a text of its own, and a failure without one, are toasted in Hindi', async () => {
    let claims = 0;
    installFakeApi({
      'GET /userIncomeRoute/user_giftCode_get': ok({ msg: DATA }),
      'PATCH /userIncomeRoute/user_giftCode_verify_and_patch': () =>
        (claims += 1) === 1 ? ok({ msg: { done: true } }) : { status: 500, body: {} },
    });
    renderPage();
    await screen.findByText('WELCOME10');
    const claim = () => {
      fireEvent.change(screen.getByLabelText('गिफ़्ट कोड'), { target: { value: 'SUMMER5' } });
      fireEvent.click(screen.getByRole('button', { name: 'कोड लगाएँ' }));
    };
    claim();
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('गिफ़्ट कोड लग गया'));
    claim();
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith('कुछ गड़बड़ हो गई।'));
  });
});

describe("Gift code page in Hindi: the server's texts", () => {
  inHindi();

  test('the claim and its refusal are toasted in Hindi, the amount as it came', async () => {
    let claims = 0;
    installFakeApi({
      'GET /userIncomeRoute/user_giftCode_get': ok({ msg: DATA }),
      'PATCH /userIncomeRoute/user_giftCode_verify_and_patch': () =>
        (claims += 1) === 1
          ? ok({ msg: 'Gift code claimed successfully! ₹5.000 has been added to your balance.' })
          : { status: 400, body: { error_msg: 'This gift code has expired.' } },
    });
    renderPage();
    await screen.findByText('WELCOME10');
    const claim = () => {
      fireEvent.change(screen.getByLabelText('गिफ़्ट कोड'), { target: { value: 'SUMMER5' } });
      fireEvent.click(screen.getByRole('button', { name: 'कोड लगाएँ' }));
    };
    claim();
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith(
        'गिफ़्ट कोड लग गया! ₹5.000 आपके बैलेंस में जोड़ दिए गए हैं।',
      ),
    );
    claim();
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith('इस गिफ़्ट कोड की समय-सीमा खत्म हो गई है।'),
    );
  });
});
