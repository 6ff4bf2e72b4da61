import '../../../lib/i18n';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { WithdrawalPayout } from '@kamao/contract/admin/payout-provider';
import { installFakeApi, ok } from '../../../testing/fake-api';
import {
  BULK_SEND,
  LIST,
  METHODS,
  METHOD_LIST,
  PROVIDER,
  SEND,
  page,
  providerSettings,
  renderPanel,
  withdrawal,
} from './payouts-testing';

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

const payout = (overrides: Partial<WithdrawalPayout>): WithdrawalPayout => ({
  provider: 'razorpayx',
  state: 'pending',
  providerStatus: 'processing',
  providerPayoutId: 'pout_00000000000001',
  utr: null,
  reason: null,
  attempts: 1,
  updatedAt: '2026-11-20T10:01:00.000Z',
  ...overrides,
});

const rowOf = async (userName: string) =>
  (await screen.findByText(new RegExp(`^${userName} ·`))).closest('li')!;

describe('provider payouts in the queue', () => {
  test('each row shows its payout: state, the provider id, the UTR, the reason of a failure', async () => {
    installFakeApi({
      [LIST]: page([
        withdrawal('a1', { payout: payout({ state: 'pending' }) }),
        withdrawal('b2', {
          status: 'Success',
          paymentReference: '512345678901',
          payout: payout({ state: 'processed', utr: '512345678901' }),
        }),
        withdrawal('c3', {
          status: 'Reject',
          remark: 'Beneficiary bank offline',
          payout: payout({ state: 'reversed', reason: 'Beneficiary bank offline' }),
        }),
        withdrawal('d4', { payout: payout({ state: 'waiting', providerPayoutId: null }) }),
      ]),
      [METHOD_LIST]: METHODS,
      [PROVIDER]: providerSettings({ provider: 'razorpayx' }),
    });
    renderPanel();
    const pending = await rowOf('ashaa1');
    expect(within(pending).getByText('Pending at provider')).toBeTruthy();
    expect(within(pending).getByText('Id pout_00000000000001')).toBeTruthy();
    // With the provider: its answer decides it, so it cannot be selected nor sent again.
    expect(within(pending).queryByRole('checkbox')).toBeNull();
    expect(within(pending).queryByRole('button', { name: /^Send/ })).toBeNull();

    const processed = await rowOf('ashab2');
    expect(within(processed).getByText('Processed')).toBeTruthy();
    expect(within(processed).getByText('UTR 512345678901')).toBeTruthy();

    const reversed = await rowOf('ashac3');
    expect(within(reversed).getByText('Reversed')).toBeTruthy();
    expect(within(reversed).getByText('Reason: Beneficiary bank offline')).toBeTruthy();

    const waiting = within(await rowOf('ashad4')).getByText('Waiting');
    expect(waiting.getAttribute('title')).toBe(
      "Today's cap is reached; it is sent on the next Indian day.",
    );
  });

  test('Send is on the rows a provider can pay: pending, not held, not with it, UPI or bank', async () => {
    const sent: string[] = [];
    installFakeApi({
      [LIST]: page([
        withdrawal('a1'),
        withdrawal('e5', {
          payout: payout({ state: 'failed', reason: 'Insufficient balance in the account' }),
        }),
        withdrawal('f6', { payout: payout({ state: 'sending' }) }),
        withdrawal('b2', { hold: { reason: 'risk score 90', at: '2026-11-20T10:00:00.000Z' } }),
        withdrawal('c3', { method: 'Paytm', accountInformation: '9876543210' }),
        withdrawal('d4', { status: 'Success' }),
      ]),
      [METHOD_LIST]: METHODS,
      [PROVIDER]: providerSettings({ provider: 'demo' }),
      [SEND('a1')]: () => {
        sent.push('a1');
        return ok({ withdrawal: withdrawal('a1', { payout: payout({ provider: 'demo' }) }) });
      },
    });
    renderPanel();
    const sendable = await rowOf('ashaa1');
    const send = await within(sendable).findByRole('button', { name: 'Send to Demo: ashaa1' });
    // Refused by the provider, it stays pending and can be sent again.
    expect(
      within(await rowOf('ashae5')).getByRole('button', { name: 'Send to Demo: ashae5' }),
    ).toBeTruthy();
    for (const name of ['ashab2', 'ashac3', 'ashad4', 'ashaf6']) {
      expect(within(await rowOf(name)).queryByRole('button', { name: /^Send/ })).toBeNull();
    }
    fireEvent.click(send);
    await waitFor(() => expect(sent).toEqual(['a1']));
    expect(toast.confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Send this withdrawal to Demo?',
        text: '₹60.000 to UPI ashaa1@okaxis. The member reads Success once Demo has paid it.',
      }),
    );
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('Sent to Demo.'));
    expect(within(sendable).getByRole('status').textContent).toBe('Sent to Demo.');
  });

  test('without a provider there is no Send, and approving by hand stays as it was', async () => {
    installFakeApi({
      [LIST]: page([withdrawal('a1')]),
      [METHOD_LIST]: METHODS,
      [PROVIDER]: providerSettings(),
    });
    renderPanel();
    const row = await rowOf('ashaa1');
    await screen.findByRole('option', { name: 'UPI' });
    expect(within(row).queryByRole('button', { name: /^Send/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Send selected/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Approve selected (0)' })).toBeTruthy();
  });

  test('a refused Send marks its row with the reason', async () => {
    const reason = 'The provider cannot pay this withdrawal method. Pay it by hand from the queue.';
    installFakeApi({
      [LIST]: page([withdrawal('a1')]),
      [METHOD_LIST]: METHODS,
      [PROVIDER]: providerSettings({ provider: 'razorpayx' }),
      [SEND('a1')]: { status: 409, body: { error_msg: reason } },
    });
    renderPanel();
    const row = await rowOf('ashaa1');
    fireEvent.click(await within(row).findByRole('button', { name: 'Send to RazorpayX: ashaa1' }));
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith(reason, { long: true }));
    expect(within(row).getByRole('status').textContent).toBe(`Not sent: ${reason}`);
  });

  test('bulk Send sends the selected ones and says per row which went and why not', async () => {
    const bodies: unknown[] = [];
    const held = 'This withdrawal is held. Release it before sending it to the provider.';
    installFakeApi({
      [LIST]: page([
        withdrawal('a1'),
        withdrawal('b2', { hold: { reason: 'risk score 90', at: '2026-11-20T10:00:00.000Z' } }),
        withdrawal('c3', { balance: 75.5 }),
      ]),
      [METHOD_LIST]: METHODS,
      [PROVIDER]: providerSettings({ provider: 'cashfree' }),
      [BULK_SEND]: (request) => {
        void request.json().then((body) => bodies.push(body));
        return ok({
          results: [
            { id: 'a1', sent: true },
            { id: 'b2', sent: false, error_msg: held },
            { id: 'c3', sent: true },
          ],
        });
      },
    });
    renderPanel();
    await rowOf('ashaa1');
    const bulk = await screen.findByRole('button', { name: 'Send selected to Cashfree (0)' });
    expect((bulk as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Select all pending on this page'));
    fireEvent.click(screen.getByRole('button', { name: 'Send selected to Cashfree (3)' }));
    await waitFor(() => expect(bodies).toEqual([{ ids: ['a1', 'b2', 'c3'] }]));
    expect(toast.confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Send 3 withdrawals to Cashfree?',
        text: expect.stringMatching(/^₹195\.500 in all\./) as unknown,
      }),
    );
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith(`2 sent, 1 not: ${held}`, { long: true }),
    );
    expect(within(await rowOf('ashab2')).getByRole('status').textContent).toBe(`Not sent: ${held}`);
    expect(within(await rowOf('ashac3')).getByRole('status').textContent).toBe('Sent to Cashfree.');
    // The one not sent stays selected.
    expect(screen.getByRole('button', { name: 'Send selected to Cashfree (1)' })).toBeTruthy();
  });
});
