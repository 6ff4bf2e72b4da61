import '../../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { installFakeApi, ok } from '../../../testing/fake-api';
import { WalletRatesPanel } from './wallet-rates-panel';

vi.mock('../../../lib/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));
const toast = await import('../../../lib/toast');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const SETTINGS = {
  referralRateBp: 1000,
  conversionChargeDepositToWithdrawBp: 500,
  conversionChargeWithdrawToDepositBp: 0,
  paymentReferenceRequired: false,
};

describe('the Wallet rates tab', () => {
  test('turns "payment reference required on approval" on with the rates', async () => {
    const bodies: unknown[] = [];
    const { path } = adminRoutes.walletSettings;
    installFakeApi({
      [`GET ${path}`]: ok({ settings: SETTINGS }),
      [`PUT ${path}`]: (request) => {
        void request.json().then((body) => bodies.push(body));
        return ok({ settings: { ...SETTINGS, paymentReferenceRequired: true } });
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <WalletRatesPanel />
      </QueryClientProvider>,
    );
    const box = (await screen.findByLabelText(
      'Payment reference required on approval',
    )) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(bodies).toEqual([{ ...SETTINGS, paymentReferenceRequired: true }]));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('Rates saved.'));
  });
});
