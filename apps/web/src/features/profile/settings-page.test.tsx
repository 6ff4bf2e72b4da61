import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, ok } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { SettingsPage } from './settings-page';

vi.mock('../../lib/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));
vi.mock('./components/wait-toast', () => ({ showWaitToast: vi.fn(() => Promise.resolve()) }));
const toast = await import('../../lib/toast');
const waitToast = await import('./components/wait-toast');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.useRealTimers();
});

const SETTINGS = ok({ msg: { email_address: 'asha@example.com', available_balance: 12.5 } });

function renderSettings() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Settings', () => {
  test('a password change sends both passwords and toasts the server answer', async () => {
    const bodies: unknown[] = [];
    installFakeApi({
      'GET /userRoute/userpassword_and_email_get': SETTINGS,
      'PATCH /userRoute/userpassword_and_email_patch': (request) => {
        void request.json().then((body) => bodies.push(body));
        return ok({ msg: 'Password changed successfully' });
      },
    });
    renderSettings();
    await screen.findByRole('heading', { name: 'Change Password' });
    type('Current password', 'old-secret');
    type('New password', 'new-secret-1');
    type('Confirm new password', 'new-secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith('Password changed successfully'),
    );
    expect(bodies).toEqual([
      { obj: { currentPassword_state: 'old-secret', newPassword_state: 'new-secret-1' } },
    ]);
  });

  test("the server's error_msg is shown after the client checks pass", async () => {
    installFakeApi({
      'GET /userRoute/userpassword_and_email_get': SETTINGS,
      'PATCH /userRoute/userpassword_and_email_patch': {
        status: 400,
        body: { error_msg: 'Current password is incorrect.' },
      },
    });
    renderSettings();
    await screen.findByRole('heading', { name: 'Change Password' });
    type('Current password', 'wrong-secret');
    type('New password', 'new-secret-1');
    type('Confirm new password', 'new-secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith('Current password is incorrect.'),
    );
  });

  test('the e-mail rate limit shows "Please wait before trying again." with a live countdown', async () => {
    const { calls } = installFakeApi({
      'GET /userRoute/userpassword_and_email_get': SETTINGS,
      'PATCH /userRoute/userpassword_and_email_patch': {
        status: 429,
        body: { error_msg: 'Already Email update reset registered', time_left: 65_000 },
      },
    });
    renderSettings();
    expect(await screen.findByDisplayValue('asha@example.com')).toBeTruthy();
    type('New email', 'new@example.com');
    type('Confirm new email', 'new@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send verification link' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Please wait before trying again.');
    expect(screen.getByRole('timer').textContent).toMatch(/^1m [45]s$/);
    expect(waitToast.showWaitToast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Please wait before trying again.' }),
    );
    expect(toast.toastError).not.toHaveBeenCalled();
    expect(calls).toContain('PATCH /userRoute/userpassword_and_email_patch');
  });

  test('any rate limit of the e-mail change waits with its countdown, never a generic toast', async () => {
    installFakeApi({
      'GET /userRoute/userpassword_and_email_get': SETTINGS,
      'PATCH /userRoute/userpassword_and_email_patch': {
        status: 429,
        body: { error_msg: 'Too many requests, please try again later.', time_left: 125_000 },
      },
    });
    renderSettings();
    expect(await screen.findByDisplayValue('asha@example.com')).toBeTruthy();
    type('New email', 'new@example.com');
    type('Confirm new email', 'new@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send verification link' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Please wait before trying again.');
    expect(screen.getByRole('timer').textContent).toMatch(/^2m [45]s$/);
    expect(waitToast.showWaitToast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Please wait before trying again.' }),
    );
    expect(toast.toastError).not.toHaveBeenCalled();
  });

  test('the current address is refused without asking the server', async () => {
    const { calls } = installFakeApi({ 'GET /userRoute/userpassword_and_email_get': SETTINGS });
    renderSettings();
    await screen.findByDisplayValue('asha@example.com');
    type('New email', 'ASHA@example.com');
    type('Confirm new email', 'ASHA@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(
      await screen.findByText('The new email is already in use. Please choose a different email.'),
    ).toBeTruthy();
    expect(calls).not.toContain('PATCH /userRoute/userpassword_and_email_patch');
  });
});

describe('Settings in Hindi', () => {
  inHindi();

  test('every text is Hindi, and so are the checks of both forms', async () => {
    const { calls } = installFakeApi({ 'GET /userRoute/userpassword_and_email_get': SETTINGS });
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'पासवर्ड बदलें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ईमेल बदलें' })).toBeTruthy();
    expectNoEnglish();

    type('मौजूदा पासवर्ड', 'old-secret');
    type('नया पासवर्ड', 'short');
    type('नया पासवर्ड दोबारा डालें', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect(await screen.findByText('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।')).toBeTruthy();

    type('नया ईमेल', 'new@example.com');
    type('नया ईमेल दोबारा डालें', 'other@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'पुष्टि लिंक भेजें' }));
    expect(await screen.findByText('नया ईमेल और दोबारा डाला गया ईमेल मेल नहीं खाते।')).toBeTruthy();
    expectNoEnglish();
    expect(calls).not.toContain('PATCH /userRoute/userpassword_and_email_patch');
  });

  test("the server's answers are told in Hindi", async () => {
    let answers = 0;
    installFakeApi({
      'GET /userRoute/userpassword_and_email_get': SETTINGS,
      'PATCH /userRoute/userpassword_and_email_patch': () =>
        (answers += 1) === 1
          ? { status: 400, body: { error_msg: 'Current password is incorrect.' } }
          : ok({ msg: 'Password changed successfully' }),
    });
    renderSettings();
    await screen.findByRole('heading', { name: 'पासवर्ड बदलें' });
    type('मौजूदा पासवर्ड', 'old-secret');
    type('नया पासवर्ड', 'new-secret-1');
    type('नया पासवर्ड दोबारा डालें', 'new-secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith('मौजूदा पासवर्ड गलत है।'));
    fireEvent.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith('पासवर्ड सफलतापूर्वक बदल दिया गया'),
    );
  });

  test('the e-mail wait and its countdown are Hindi', async () => {
    installFakeApi({
      'GET /userRoute/userpassword_and_email_get': SETTINGS,
      'PATCH /userRoute/userpassword_and_email_patch': {
        status: 429,
        body: { error_msg: 'Already Email update reset registered', time_left: 65_000 },
      },
    });
    renderSettings();
    expect(await screen.findByDisplayValue('asha@example.com')).toBeTruthy();
    type('नया ईमेल', 'new@example.com');
    type('नया ईमेल दोबारा डालें', 'new@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'पुष्टि लिंक भेजें' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('कृपया दोबारा कोशिश करने से पहले थोड़ा इंतज़ार करें।');
    expect(waitToast.showWaitToast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'कृपया दोबारा कोशिश करने से पहले थोड़ा इंतज़ार करें।',
        label: 'बाकी समय:',
      }),
    );
    expectNoEnglish();
  });
});
