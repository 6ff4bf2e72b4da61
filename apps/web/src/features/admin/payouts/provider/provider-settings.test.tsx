import '../../../../lib/i18n';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi } from '../../../../testing/fake-api';
import {
  LIST,
  METHODS,
  METHOD_LIST,
  PROVIDER,
  PROVIDER_PUT,
  page,
  providerSettings,
  renderPanel,
} from '../payouts-testing';

vi.mock('../../../../lib/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));
const toast = await import('../../../../lib/toast');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const PROVIDER_VIEW = '/admin?tab=payouts&view=provider';
const RAZORPAYX = {
  provider: 'razorpayx' as const,
  baseUrl: 'https://api.razorpay.com',
  keyId: 'rzp_live_abc',
  keySecretSaved: true,
  accountNumber: '7878780080316316',
  webhookSecretSaved: true,
  dailyCap: 50000,
  autoPay: true,
  autoPayBelow: 200,
  webhookUrl: 'https://kamao.example/webhooks/razorpayx',
  paidToday: 50000,
  capReached: true,
};

/** The fake server with the provider's settings; PUT bodies are kept and answered by `answer`. */
function serve(saved: ReturnType<typeof providerSettings>, answer = saved) {
  const puts: unknown[] = [];
  installFakeApi({
    [LIST]: page([]),
    [METHOD_LIST]: METHODS,
    [PROVIDER]: saved,
    [PROVIDER_PUT]: (request) => {
      void request.json().then((body) => puts.push(body));
      return answer;
    },
  });
  return puts;
}

const form = () => screen.findByRole('form', { name: 'Payout provider settings' });

describe('the payout provider settings', () => {
  test('open from the Payouts tab and show how payouts go: paid today, the cap, the webhook URL', async () => {
    serve(providerSettings(RAZORPAYX));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Payout provider' }));
    const section = await screen.findByRole('region', { name: 'Payout provider' });
    await within(section).findByText('RazorpayX');
    expect(section.textContent).toContain(
      'RazorpayX pays the withdrawals you send. Paid today ₹50000.000 of ₹50000.000 · auto pay below ₹200.000.',
    );
    expect(within(section).getByRole('status').textContent).toBe(
      "Today's cap is reached: payouts sent now wait for the next Indian day.",
    );
    expect(within(section).getByText('https://kamao.example/webhooks/razorpayx')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Copy webhook URL' })).toBeTruthy();
    // Secrets are never shown: their boxes are empty and say one is saved.
    const secret = within(await form()).getByLabelText('Key secret') as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(secret.type).toBe('password');
    expect(secret.closest('div')!.textContent).toContain('Saved. Leave empty to keep it.');
    expect((screen.getByLabelText('Account number') as HTMLInputElement).value).toBe(
      '7878780080316316',
    );
  });

  test('each provider asks for its own fields; manual asks for none', async () => {
    serve(providerSettings());
    renderPanel(PROVIDER_VIEW);
    const settings = within(await form());
    expect(settings.queryByLabelText('Key id')).toBeNull();
    expect(settings.queryByLabelText('Daily cap (₹)')).toBeNull();
    const choose = (value: string) =>
      fireEvent.change(settings.getByLabelText('Provider'), { target: { value } });

    choose('razorpayx');
    for (const label of ['Base URL', 'Key id', 'Key secret', 'Account number', 'Webhook secret']) {
      expect(settings.getByLabelText(label)).toBeTruthy();
    }
    expect(settings.queryByLabelText('Public key (PEM)')).toBeNull();

    choose('cashfree');
    for (const label of ['Base URL', 'Key id', 'Key secret', 'Public key (PEM)']) {
      expect(settings.getByLabelText(label)).toBeTruthy();
    }
    expect(settings.queryByLabelText('Account number')).toBeNull();
    expect(settings.queryByLabelText('Webhook secret')).toBeNull();

    choose('demo');
    expect(settings.queryByLabelText('Key id')).toBeNull();
    expect(settings.getByLabelText('Daily cap (₹)')).toBeTruthy();
    // The amount of auto pay shows while auto pay is on.
    expect(settings.queryByLabelText('Auto pay below (₹)')).toBeNull();
    fireEvent.click(settings.getByRole('switch', { name: 'Auto pay' }));
    expect(settings.getByLabelText('Auto pay below (₹)')).toBeTruthy();
  });

  test('Save sends the fields the provider uses, a secret only when typed, amounts as numbers', async () => {
    const saved = providerSettings(RAZORPAYX);
    const puts = serve(saved);
    renderPanel(PROVIDER_VIEW);
    const settings = within(await form());
    fireEvent.change(settings.getByLabelText('Key id'), { target: { value: ' rzp_live_new ' } });
    fireEvent.change(settings.getByLabelText('Webhook secret'), { target: { value: 'whsec-2' } });
    fireEvent.change(settings.getByLabelText('Daily cap (₹)'), { target: { value: '' } });
    fireEvent.change(settings.getByLabelText('Auto pay below (₹)'), { target: { value: '150.5' } });
    fireEvent.click(settings.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          provider: 'razorpayx',
          baseUrl: 'https://api.razorpay.com',
          keyId: 'rzp_live_new',
          accountNumber: '7878780080316316',
          webhookSecret: 'whsec-2',
          dailyCap: null,
          autoPay: true,
          autoPayBelow: 150.5,
        },
      ]),
    );
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith('Saved: RazorpayX is connected.'),
    );
    // The secret typed is not kept on screen once saved.
    expect((settings.getByLabelText('Webhook secret') as HTMLInputElement).value).toBe('');
  });

  test('switching to demo sends no keys, and an amount that is not one is stopped', async () => {
    const puts = serve(providerSettings(), providerSettings({ provider: 'demo' }));
    renderPanel(PROVIDER_VIEW);
    const settings = within(await form());
    fireEvent.change(settings.getByLabelText('Provider'), { target: { value: 'demo' } });
    fireEvent.change(settings.getByLabelText('Daily cap (₹)'), { target: { value: 'lots' } });
    fireEvent.click(settings.getByRole('button', { name: 'Save' }));
    expect((await settings.findByRole('alert')).textContent).toBe(
      'Enter an amount in rupees, e.g. 12.5.',
    );
    expect(puts).toEqual([]);
    fireEvent.change(settings.getByLabelText('Daily cap (₹)'), { target: { value: '25000' } });
    fireEvent.click(settings.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          provider: 'demo',
          baseUrl: '',
          keyId: '',
          accountNumber: '',
          dailyCap: 25000,
          autoPay: false,
          autoPayBelow: null,
        },
      ]),
    );
  });

  test("a refusal shows the server's error_msg in the form and in a toast", async () => {
    const refusal = 'Please fill in the key secret to connect this provider.';
    serve(providerSettings(), { status: 400, body: { error_msg: refusal } });
    renderPanel(PROVIDER_VIEW);
    const settings = within(await form());
    fireEvent.change(settings.getByLabelText('Provider'), { target: { value: 'cashfree' } });
    fireEvent.change(settings.getByLabelText('Key id'), { target: { value: 'CF123' } });
    fireEvent.click(settings.getByRole('button', { name: 'Save' }));
    expect((await settings.findByRole('alert')).textContent).toBe(refusal);
    expect(toast.toastError).toHaveBeenCalledWith(refusal);
  });
});

describe('the queue with a provider connected', () => {
  test('the queue view stays where it was: Payouts opens on the queue', async () => {
    serve(providerSettings({ provider: 'demo' }));
    renderPanel();
    expect(await screen.findByText('No withdrawals match these filters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Queue' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('form', { name: 'Payout provider settings' })).toBeNull();
  });
});
