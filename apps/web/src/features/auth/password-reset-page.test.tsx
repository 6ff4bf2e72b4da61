import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, ok } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { PasswordResetPage } from './password-reset-page';
import { renderAuthPage } from './testing/render-auth-page';

vi.mock('../../lib/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));
vi.mock('./timed-toast', () => ({ toastWithText: vi.fn(() => Promise.resolve()) }));
const toast = await import('../../lib/toast');
const timedToast = await import('./timed-toast');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const VERIFIED = ok({ success: true, msg: 'Token verified' });

function start(routes: Parameters<typeof installFakeApi>[0]) {
  installFakeApi(routes);
  return renderAuthPage(
    <PasswordResetPage />,
    '/password-reset-form/:token',
    '/password-reset-form/t0k',
  );
}

describe('the password reset page', () => {
  test('a bad link says so and goes to /login', async () => {
    const { location } = start({
      '/userRoute/verify_reset_token': {
        status: 400,
        body: { error_msg: 'This password reset link is invalid or has expired.' },
      },
    });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(toast.toastError).toHaveBeenCalledWith('Token Verification Failed!');
  });

  test("the server's refusal is shown under 'Error!'", async () => {
    start({
      '/userRoute/verify_reset_token': VERIFIED,
      'POST /userRoute/reset_password_form_post': {
        status: 400,
        body: { error_msg: 'This password is too common. Please choose another one.' },
      },
    });
    fireEvent.change(await screen.findByLabelText('New Password'), {
      target: { value: 'password123' },
    });
    fireEvent.change(screen.getByLabelText('Confirm Password'), {
      target: { value: 'password123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(timedToast.toastWithText).toHaveBeenCalledWith(
        'error',
        'Error!',
        'This password is too common. Please choose another one.',
        expect.any(Number),
      ),
    );
  });
});

describe('Password reset page in Hindi', () => {
  inHindi();

  test('the check of the link, the form and its checks are Hindi', async () => {
    start({ '/userRoute/verify_reset_token': VERIFIED });
    expect(await screen.findByText('आपके रीसेट लिंक की जाँच हो रही है…')).toBeTruthy();
    expectNoEnglish();
    fireEvent.change(await screen.findByLabelText('नया पासवर्ड'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'पासवर्ड रीसेट करें' }));
    expect(await screen.findByText('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।')).toBeTruthy();
    expectNoEnglish();
  });

  test("the server's answers are toasted in Hindi", async () => {
    const { location } = start({
      '/userRoute/verify_reset_token': VERIFIED,
      'POST /userRoute/reset_password_form_post': ok({
        success: true,
        msg: 'Your password has been reset. Please log in with your new password.',
      }),
    });
    fireEvent.change(await screen.findByLabelText('नया पासवर्ड'), {
      target: { value: 'secret-pass-1' },
    });
    fireEvent.change(screen.getByLabelText('पासवर्ड पक्का करें'), {
      target: { value: 'secret-pass-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'पासवर्ड रीसेट करें' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(toast.toastSuccess).toHaveBeenCalledWith(
      'आपका पासवर्ड रीसेट हो गया है। कृपया नए पासवर्ड से लॉग इन करें।',
    );
  });
});
