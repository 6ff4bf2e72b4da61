import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, ok } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { PaymentProofPage } from './payment-proof-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <PaymentProofPage />
    </QueryClientProvider>,
  );
}

describe('/payment-proof', () => {
  test('shows the userName and the payment reference masked, whatever the server sent', async () => {
    installFakeApi({
      'GET /checkLogin_for_navBar': ok({
        msg: {
          isLogin: false,
          paymentProof_data: [
            // As the server sends them: already masked.
            {
              time: '2026-11-23T04:30:00.000Z',
              userName: 'de**o',
              withdrawal_method: 'UPI',
              balance: 60,
              payment_reference: '41••••••••01',
            },
            // Whole ones (an older server): this public page masks them all the same.
            {
              time: '2026-11-22T04:30:00.000Z',
              userName: 'rahulsharma',
              withdrawal_method: 'Paytm',
              balance: 20.5,
              payment_reference: 'HDFC-N123456789',
            },
            {
              time: '2026-11-21T04:30:00.000Z',
              userName: 'abc',
              withdrawal_method: 'UPI',
              balance: 50,
            },
          ],
        },
      }),
    });
    renderPage();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) => [...row.querySelectorAll('td')].map((c) => c.textContent));
    expect(cells).toEqual([
      [expect.stringMatching(/^23 Nov 2026/), 'de**o', 'UPIRef. 41••••••••01', '₹60.00'],
      [expect.stringMatching(/^22 Nov 2026/), 'ra**a', 'PaytmRef. HD•••••••••••89', '₹20.50'],
      [expect.stringMatching(/^21 Nov 2026/), 'a**', 'UPI', '₹50.00'],
    ]);
    expect(document.body.textContent).not.toContain('rahulsharma');
    expect(document.body.textContent).not.toContain('N123456789');
    // The phone cards say the same.
    const cards = screen.getByRole('list', { name: 'Paid withdrawals' });
    expect(within(cards).getByText('HD•••••••••••89')).toBeTruthy();
    expect(within(cards).getAllByText('Payment reference')).toHaveLength(2);
  });
});

/** Twelve paid withdrawals: two pages, so the pager shows too. */
const twelveProofs = Array.from({ length: 12 }, (_, index) => ({
  time: `2026-11-${String(23 - index).padStart(2, '0')}T04:30:00.000Z`,
  userName: `member${index}`,
  withdrawal_method: index % 2 === 0 ? 'UPI' : 'Bank Transfer',
  balance: 50 + index,
  payment_reference: index % 3 === 0 ? null : `HDFC-N12345678${index}`,
}));

describe('/payment-proof in Hindi', () => {
  inHindi();

  test('every text is Hindi; names, methods and references stay as sent', async () => {
    installFakeApi({
      'GET /checkLogin_for_navBar': ok({
        msg: { isLogin: false, paymentProof_data: twelveProofs },
      }),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'भेजी गई निकासियाँ' });
    expect(within(table).getByRole('columnheader', { name: 'निकासी का तरीका' })).toBeTruthy();
    // A method the server names in English is the payout's own name, not ours to translate.
    expect(within(table).getAllByText('Bank Transfer')[0]!.getAttribute('translate')).toBe('no');
    expect(within(table).getByText('me**1').getAttribute('translate')).toBe('no');
    expect(screen.getByRole('heading', { name: 'भुगतान के सबूत' })).toBeTruthy();
    expect(document.title).toMatch(/^भुगतान के सबूत/);
    expectNoEnglish();
  });

  test('no payments yet: the empty state in Hindi', async () => {
    installFakeApi({
      'GET /checkLogin_for_navBar': ok({ msg: { isLogin: false, paymentProof_data: [] } }),
    });
    renderPage();
    expect(await screen.findByText('अभी तक कोई भुगतान नहीं')).toBeTruthy();
    expectNoEnglish();
  });

  test('a failed load says so in Hindi', async () => {
    installFakeApi({ 'GET /checkLogin_for_navBar': { status: 500, body: {} } });
    renderPage();
    expect(await screen.findByText('भुगतान के सबूत लोड नहीं हो सके।')).toBeTruthy();
    expectNoEnglish();
  });
});
