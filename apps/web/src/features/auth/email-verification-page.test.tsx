import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, ok } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { EmailVerificationPage } from './email-verification-page';
import { renderAuthPage } from './testing/render-auth-page';

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

function start(answer: Parameters<typeof installFakeApi>[0][string]) {
  installFakeApi({ '/userRoute/verify_reset_email_token': answer });
  return renderAuthPage(
    <EmailVerificationPage />,
    '/email-verification/:token/:email',
    '/email-verification/t0k/asha%40mail.in',
  );
}

describe('the e-mail verification page', () => {
  test("toasts the server's msg and goes home", async () => {
    const { location } = start(ok({ success: true, msg: 'Your email address has been updated.' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(toast.toastSuccess).toHaveBeenCalledWith('Your email address has been updated.');
  });
});

describe('E-mail verification page in Hindi', () => {
  inHindi();

  test('the waiting text is Hindi', () => {
    // A call that never answers keeps the page on its waiting text.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderAuthPage(
      <EmailVerificationPage />,
      '/email-verification/:token/:email',
      '/email-verification/t0k/asha%40mail.in',
    );
    expect(screen.getByText('आपके नए ईमेल पते की पुष्टि हो रही है…')).toBeTruthy();
    expectNoEnglish();
  });

  test("the server's answers are toasted in Hindi", async () => {
    const { location } = start({
      status: 400,
      body: {
        success: false,
        error_msg: 'This email verification link is invalid or has expired.',
      },
    });
    await waitFor(() => expect(location()).toBe('/'));
    expect(toast.toastError).toHaveBeenCalledWith(
      'यह ईमेल पुष्टि लिंक गलत है या इसकी समय-सीमा खत्म हो गई है।',
    );
  });
});
