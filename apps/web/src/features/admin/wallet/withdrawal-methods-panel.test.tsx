import '../../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ADMIN_METHOD_ERRORS, walletAdminRoutes } from '@kamao/contract/admin/wallet';
import { installFakeApi, ok, type FakeRoutes } from '../../../testing/fake-api';
import { WithdrawalMethodsPanel } from './withdrawal-methods-panel';

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

const { path } = walletAdminRoutes.withdrawalMethodList;
const UPI = {
  id: 'm1',
  name: 'UPI',
  details: '',
  kind: 'upi',
  minimumAmount: 50,
  enabled: true,
  position: 0,
  boundMembers: 2,
};

function renderPanel(create: FakeRoutes[string]) {
  installFakeApi({ [`GET ${path}`]: ok({ methods: [UPI] }), [`POST ${path}`]: create });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <WithdrawalMethodsPanel />
    </QueryClientProvider>,
  );
}

const messageUnder = (label: string) =>
  within(screen.getByLabelText(label).parentElement!).queryByRole('alert')?.textContent;

describe('the Withdrawal methods tab', () => {
  test('an empty minimum is refused under its box; a full form sends the checked numbers', async () => {
    const bodies: Promise<unknown>[] = [];
    renderPanel((request) => {
      // Reading the body is a promise; the test awaits it after the save.
      bodies.push(request.json());
      return ok({ method: UPI });
    });
    await screen.findByText('UPI');
    expect(screen.getByText(/^UPI · Minimum/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add method' }));
    const form = screen.getByRole('form', { name: 'New withdrawal method' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Paytm' } });
    expect((within(form).getByLabelText('Kind of account') as HTMLSelectElement).value).toBe(
      'other',
    );
    fireEvent.change(within(form).getByLabelText('Kind of account'), {
      target: { value: 'paytm' },
    });
    fireEvent.change(within(form).getByLabelText('Minimum (₹)'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder('Minimum (₹)')).toBe('Enter an amount in rupees'));
    expect(bodies).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Minimum (₹)'), { target: { value: '75.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith('Withdrawal method saved.'),
    );
    expect(await Promise.all(bodies)).toEqual([
      {
        name: 'Paytm',
        details: '',
        kind: 'paytm',
        minimumAmount: 75.5,
        enabled: true,
        position: 0,
      },
    ]);
  });

  test('a name already taken is said under the name', async () => {
    renderPanel({ status: 409, body: { error_msg: ADMIN_METHOD_ERRORS.duplicate } });
    await screen.findByText('UPI');
    fireEvent.click(screen.getByRole('button', { name: 'Add method' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'UPI' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder('Name')).toBe(ADMIN_METHOD_ERRORS.duplicate));
    expect(toast.toastError).toHaveBeenCalledWith(ADMIN_METHOD_ERRORS.duplicate);
  });
});
