import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DEFAULT_APP_CONFIG, type AppConfig } from '../../lib/app-config';
import { installFakeApi, type FakeRoutes } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { SignupPage } from './signup-page';
import { renderAuthPage } from './testing/render-auth-page';

const config: AppConfig = {
  ...DEFAULT_APP_CONFIG,
  captchaProvider: 'none',
  googleClientConfigured: true,
};
vi.mock('../../lib/app-config', async (original) => ({
  ...(await original<typeof import('../../lib/app-config')>()),
  getAppConfig: () => config,
}));
vi.mock('../../lib/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));
vi.mock('./timed-toast', () => ({ toastFor: vi.fn(() => Promise.resolve()) }));
const toast = await import('../../lib/toast');
const timedToast = await import('./timed-toast');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  window.localStorage.clear();
});

function start(routes: FakeRoutes = {}) {
  installFakeApi(routes);
  return renderAuthPage(<SignupPage />, '/signup/ref/:id', '/signup/ref/rahul');
}

async function fill(labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) {
    fireEvent.input(await screen.findByLabelText(label), { target: { value } });
  }
}

describe('the signup page', () => {
  test("the server's list of validation messages is toasted together", async () => {
    start({
      'POST /userRoute/signUp': {
        status: 400,
        body: { error_msg: [{ msg: 'Name is required' }, { msg: 'Email is required!' }] },
      },
    });
    await fill({
      Name: 'Asha',
      'Mobile Number': '9876543210',
      Email: 'asha@mail.in',
      Password: 'secret-pass-1',
      'Re-enter Password': 'secret-pass-1',
    });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(timedToast.toastFor).toHaveBeenCalledWith(
        'error',
        'Name is required\nEmail is required!',
        4000,
      ),
    );
  });
});

describe('Signup page in Hindi', () => {
  inHindi();

  test('every text is Hindi; the referrer stays as sent', async () => {
    start();
    expect(await screen.findByRole('heading', { name: 'साइन अप' })).toBeTruthy();
    expect(screen.getByText('rahul').getAttribute('translate')).toBe('no');
    expectNoEnglish();
  });

  test("the form's checks, the contract's and its own, are Hindi", async () => {
    start();
    await fill({ 'मोबाइल नंबर': '12345', ईमेल: 'asha' });
    fireEvent.click(await screen.findByRole('button', { name: 'साइन अप करें' }));
    expect(await screen.findByText('नाम डालना ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('कृपया सही 10 अंकों का भारतीय मोबाइल नंबर डालें')).toBeTruthy();
    expect(screen.getByText('कृपया सही ईमेल पता डालें।')).toBeTruthy();
    expect(screen.getByText('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।')).toBeTruthy();
    expect(screen.getByText('कृपया अपना पासवर्ड दोबारा डालें')).toBeTruthy();
    expectNoEnglish();
  });

  test("the server's refusal is toasted in Hindi", async () => {
    start({
      'POST /userRoute/signUp': {
        status: 400,
        body: { error_msg: 'This password is too common. Please choose another one.' },
      },
    });
    await fill({
      नाम: 'Asha',
      'मोबाइल नंबर': '9876543210',
      ईमेल: 'asha@mail.in',
      पासवर्ड: 'password123',
      'पासवर्ड दोबारा डालें': 'password123',
    });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'साइन अप करें' }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith('यह पासवर्ड बहुत आम है। कृपया कोई दूसरा पासवर्ड चुनें।'),
    );
  });
});
