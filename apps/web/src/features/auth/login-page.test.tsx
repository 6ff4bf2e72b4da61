import { createDecipheriv, createHash } from 'node:crypto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DEFAULT_APP_CONFIG, type AppConfig } from '../../lib/app-config';
import { installFakeApi, ok, type FakeRoutes } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { LoginPage } from './login-page';
import { renderAuthPage, sentBodies } from './testing/render-auth-page';

const config: AppConfig = { ...DEFAULT_APP_CONFIG, captchaProvider: 'none' };
vi.mock('../../lib/app-config', async (original) => ({
  ...(await original<typeof import('../../lib/app-config')>()),
  getAppConfig: () => config,
}));
vi.mock('../../lib/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));
const toast = await import('../../lib/toast');

const SETTINGS = ok({ msg: { email_address: 'ra.hul@mail.in', available_balance: 0 } });

beforeEach(() => {
  Object.assign(config, { ...DEFAULT_APP_CONFIG, captchaProvider: 'none' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  window.localStorage.clear();
});

async function fillAndSubmit(identifier: string, password = 'secret-pass') {
  fireEvent.input(await screen.findByLabelText('Email or Username'), {
    target: { value: identifier },
  });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

function start(routes: FakeRoutes) {
  const api = installFakeApi(routes);
  return { api, ...renderAuthPage(<LoginPage />, '/login', '/login') };
}

describe('the login page', () => {
  test('strips the dots of a userName, logs in, remembers the account e-mail', async () => {
    const { api, location } = start({
      'POST /userRoute/login': ok({ msg: 'Login Success!' }),
      '/userRoute/userpassword_and_email_get': SETTINGS,
    });
    await fillAndSubmit('  ra.hul ');
    await waitFor(() => expect(location()).toBe('/member/dashboard'));
    expect(sentBodies(api.fetchMock, '/userRoute/login')).toEqual([
      { obj: { email_userName: 'rahul', password: 'secret-pass', loginRemember_state: false } },
    ]);
    expect(toast.toastSuccess).toHaveBeenCalledWith('Login Success!');
    expect(window.localStorage.getItem('user')).toBe('ra.hul@mail.in');
  });

  test('strips dots from the local part of an e-mail and keeps the typed e-mail', async () => {
    const { api, location } = start({ 'POST /userRoute/login': ok({ msg: 'Login Success!' }) });
    await fillAndSubmit('Ra.Hul@mail.co.in');
    await waitFor(() => expect(location()).toBe('/member/dashboard'));
    expect(sentBodies(api.fetchMock, '/userRoute/login')[0]).toMatchObject({
      obj: { email_userName: 'RaHul@mail.co.in' },
    });
    expect(api.calls).not.toContain('GET /userRoute/userpassword_and_email_get');
    expect(window.localStorage.getItem('user')).toBe('Ra.Hul@mail.co.in');
  });

  test('seals the payload with the public payload key', async () => {
    const secret = 'unit-test-secret';
    config.payloadKey = createHash('sha256').update(secret).digest('base64url');
    const { api, location } = start({ 'POST /userRoute/login': ok({ msg: 'Login Success!' }) });
    await fillAndSubmit('demo@example.com', 'demo12345');
    await waitFor(() => expect(location()).toBe('/member/dashboard'));
    const [body] = sentBodies(api.fetchMock, '/userRoute/login') as [{ obj: string }];
    const [, iv, sealed] = body.obj.split('.') as [string, string, string];
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      createHash('sha256').update(secret).digest(),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const plain = Buffer.concat([decipher.update(bytes.subarray(0, -16)), decipher.final()]);
    expect(JSON.parse(plain.toString())).toEqual({
      email_userName: 'demo@example.com',
      password: 'demo12345',
      loginRemember_state: false,
    });
  });

  test('refuses another account than the stored one', async () => {
    window.localStorage.setItem('user', 'rahul@mail.in');
    const { api } = start({ 'POST /userRoute/login': ok({ msg: 'Login Success!' }) });
    await fillAndSubmit('priya@mail.in');
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith(
        'Account switching is restricted. Please log in with rahul@mail.in.',
      ),
    );
    expect(api.calls).not.toContain('POST /userRoute/login');
  });

  test("'Invalid details' for the stored account forgets it", async () => {
    window.localStorage.setItem('user', 'rahul@mail.in');
    window.localStorage.setItem('userAlreadyRegistered', 'true');
    const { location } = start({
      'POST /userRoute/login': { status: 400, body: { error_msg: 'Invalid details' } },
    });
    await fillAndSubmit('RAHUL');
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith('Invalid details'));
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('userAlreadyRegistered')).toBeNull();
    expect(location()).toBe('/login');
  });

  test('a failure without a message says something went wrong', async () => {
    start({ 'POST /userRoute/login': { status: 500, body: {} } });
    await fillAndSubmit('rahul');
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith('Something went wrong, please try again.'),
    );
  });

  test('asks for the captcha before sending', async () => {
    config.captchaProvider = 'turnstile';
    const { api } = start({});
    await fillAndSubmit('rahul');
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith('Please verify that you are a human!'),
    );
    expect(api.calls).not.toContain('POST /userRoute/login');
  });

  test('the Google button shows only when configured and starts the server flow', async () => {
    start({});
    await screen.findByLabelText('Email or Username');
    expect(screen.queryByRole('button', { name: 'Login With Google' })).toBeNull();
    cleanup();
    config.googleClientConfigured = true;
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    start({});
    fireEvent.click(await screen.findByRole('button', { name: 'Login With Google' }));
    expect(assign).toHaveBeenCalledWith('/auth/google/start?intent=login');
  });

  test('a Google failure shows its text once and the query goes', async () => {
    installFakeApi({});
    const { search } = renderAuthPage(
      <LoginPage />,
      '/login',
      '/login?google_error=Please%20Login%20With%20Password',
    );
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith(
        'You Already Registered Please Login With Password',
      ),
    );
    await waitFor(() => expect(search()).toBe(''));
    expect(toast.toastError).toHaveBeenCalledTimes(1);
  });

  test('the forgot-password dialog opens from the link', async () => {
    start({});
    fireEvent.click(await screen.findByRole('button', { name: 'I Forgot My Password' }));
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
  });

  async function requestResetLink(email: string) {
    fireEvent.click(await screen.findByRole('button', { name: 'I Forgot My Password' }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  }

  test('a failed reset-link request says Request Failed inside the dialog', async () => {
    start({
      'POST /userRoute/userLoginforgot_password_send_mail': () => {
        throw new TypeError('offline');
      },
    });
    await requestResetLink('ra.hul@mail.in');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Request Failed');
    expect(toast.toastError).not.toHaveBeenCalled();
  });

  test('a link sent recently: the server text with a Try again after countdown', async () => {
    start({
      'POST /userRoute/userLoginforgot_password_send_mail': {
        status: 429,
        body: { error_msg: 'A reset link was sent recently.', time_left: 90_000 },
      },
    });
    await requestResetLink('ra.hul@mail.in');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A reset link was sent recently.');
    expect(alert.textContent).toMatch(/Try again after 1m (29|30)s/);
    expect(
      (screen.getByRole('button', { name: 'Send Reset Link' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('a login while the account is being guessed', () => {
  test('asks for the longer check once the server says so, and says why', async () => {
    start({
      'POST /userRoute/login': { status: 400, body: { error_msg: AUTH_TEXTS.strongerCheckNeeded } },
    });
    expect(screen.queryByRole('status')).toBeNull();
    await fillAndSubmit('rahul');
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith(AUTH_TEXTS.strongerCheckNeeded),
    );
    expect((await screen.findByRole('status')).textContent).toContain(
      'the check takes a little longer',
    );
  });
});

describe('Login page in Hindi', () => {
  inHindi();

  async function submitInHindi(identifier: string) {
    fireEvent.input(await screen.findByLabelText('ईमेल या यूज़रनेम'), {
      target: { value: identifier },
    });
    fireEvent.input(screen.getByLabelText('पासवर्ड'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
  }

  test('every text is Hindi, the Google button too', async () => {
    config.googleClientConfigured = true;
    start({});
    expect(await screen.findByRole('heading', { name: 'लॉग इन' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Google से लॉग इन करें' })).toBeTruthy();
    expect(document.title).toContain('लॉग इन');
    expectNoEnglish();
  });

  test("the contract's field messages and the server's error_msg are shown in Hindi", async () => {
    start({ 'POST /userRoute/login': { status: 400, body: { error_msg: 'Invalid details' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByText('ईमेल या यूज़रनेम डालना ज़रूरी है')).toBeTruthy();
    expectNoEnglish();
    await submitInHindi('rahul');
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith('गलत जानकारी'));
  });

  test('a locked login names its minutes in Hindi', async () => {
    start({
      'POST /userRoute/login': {
        status: 429,
        body: {
          error_msg: 'Too many failed login attempts. Please try again after 15 minutes.',
        },
      },
    });
    await submitInHindi('rahul');
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith(
        'लॉग इन की बहुत ज़्यादा कोशिशें गलत रहीं। कृपया 15 मिनट बाद फिर से कोशिश करें।',
      ),
    );
  });

  test("a slowed-down login names its seconds, and the longer check's note is Hindi", async () => {
    const routes: FakeRoutes = {
      'POST /userRoute/login': {
        status: 429,
        body: {
          error_msg: 'Too many failed login attempts. Please wait 8 seconds and try again.',
          time_left: 8_000,
        },
      },
    };
    start(routes);
    await submitInHindi('rahul');
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith(
        'लॉग इन की बहुत ज़्यादा कोशिशें गलत रहीं। कृपया 8 सेकंड रुककर फिर से कोशिश करें।',
      ),
    );
    routes['POST /userRoute/login'] = {
      status: 400,
      body: { error_msg: AUTH_TEXTS.strongerCheckNeeded },
    };
    await submitInHindi('rahul');
    expect((await screen.findByRole('status')).textContent).toContain('जाँच में थोड़ा ज़्यादा समय लगेगा');
    expectNoEnglish();
  });

  test('the forgot-password dialog, its check and its wait are Hindi', async () => {
    start({
      'POST /userRoute/userLoginforgot_password_send_mail': {
        status: 429,
        body: {
          error_msg: 'A reset link was sent recently. Please check your inbox.',
          time_left: 90_000,
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'मैं अपना पासवर्ड भूल गया' }));
    expect(await screen.findByRole('heading', { name: 'पासवर्ड भूल गए' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('ईमेल'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect(await screen.findByText('कृपया सही ईमेल पता डालें।')).toBeTruthy();
    expectNoEnglish();
    fireEvent.change(screen.getByLabelText('ईमेल'), { target: { value: 'ra.hul@mail.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('रीसेट लिंक अभी-अभी भेजा गया है।');
    expectNoEnglish();
  });

  test('a Google failure the server names is toasted in Hindi', async () => {
    installFakeApi({});
    renderAuthPage(<LoginPage />, '/login', '/login?google_error=Missing%20credentials');
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith('लॉग इन की जानकारी नहीं मिली'),
    );
  });
});
