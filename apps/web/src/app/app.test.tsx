import '../lib/i18n';
import { pagePaths } from '@kamao/contract/page-paths';
import { SESSION_FLAGS } from '@kamao/contract/session-flags';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { demoBalance, installFakeApi, loggedIn, ok, type FakeRoutes } from '../testing/fake-api';
import { expectNoEnglish, inHindi } from '../testing/in-hindi';
import { createApp, type AppRuntime } from './app';

vi.mock('../lib/toast', () => ({
  confirmDialog: vi.fn(() => Promise.resolve(true)),
  alertDialog: vi.fn(() => Promise.resolve()),
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
  preloadDialogs: vi.fn(),
}));
const toast = await import('../lib/toast');

let app: AppRuntime | undefined;

beforeEach(() => {
  // jsdom has no scrolling; ScrollRestoration and the FAQ link call these.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  onlineManager.setOnline(true);
});

afterEach(() => {
  cleanup();
  app?.dispose();
  app?.queryClient.clear();
  app = undefined;
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  window.localStorage.clear();
});

function start(path: string, routes: FakeRoutes) {
  const api = installFakeApi(routes);
  app = createApp((routeTable) => createMemoryRouter(routeTable, { initialEntries: [path] }));
  render(app.element);
  const location = () => app!.router.state.location.pathname;
  return { api, location, router: app.router };
}

const memberRoutes = (isLogin = true): FakeRoutes => ({
  '/checkLogin_for_navBar': loggedIn(isLogin),
  '/userAmount/userBalanceData_get': demoBalance(),
});

/** A concrete URL for each route pattern of the contract. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    name === 'email' ? 'demo%40example.com' : `sample-${name}`,
  );
}

const TOP_BAR_HIDDEN = new Set<string>([
  pagePaths.waitRedirecting,
  pagePaths.iframeAd,
  pagePaths.youtubeAd,
  pagePaths.shortLinkLastPage,
  pagePaths.shortLinkInterstitial,
  pagePaths.emailVerification,
]);

describe('every route of both spec route tables', () => {
  test.each(Object.entries(pagePaths))('%s (%s) renders in its layout', async (_key, pattern) => {
    start(sampleUrl(pattern), memberRoutes(false));
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    expect(heading.textContent).not.toBe('');
    expect(screen.queryByText('404 - Page Not Found')).toBeNull();
    const member = pattern.startsWith('/member');
    if (TOP_BAR_HIDDEN.has(pattern)) {
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByText('Member Menu')).toBeNull();
    } else if (member) {
      const banner = screen.getByRole('banner');
      await within(banner).findByText('₹300.000');
      expect(screen.getAllByText('Member Menu').length).toBeGreaterThan(0);
      // As below: the footer follows the page's first commit (MemberChrome's pageShown).
      expect(await screen.findByRole('contentinfo')).toBeTruthy();
    } else {
      const banner = screen.getByRole('banner');
      expect(within(banner).getAllByText('Payments Proof').length).toBeGreaterThan(0);
      expect(screen.queryByText('Member Menu')).toBeNull();
      // The footer follows the page's first commit (PublicLayout: no shift on first load).
      expect(await screen.findByRole('contentinfo')).toBeTruthy();
    }
  });

  test('any other path shows Oops! 404 - Page Not Found with a link home and no top bar', async () => {
    start('/no/such/page', memberRoutes(false));
    expect(await screen.findByText('404 - Page Not Found')).toBeTruthy();
    expect(screen.getByText('Oops!')).toBeTruthy();
    expect(screen.getByRole('link', { name: /back to home/i }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  test('the last page without its token says the token is missing, without the top bar', async () => {
    start('/member/last-page', memberRoutes());
    expect(await screen.findByText('Invalid Request: Unique token is missing.')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  test('a path below a page that has none is not found either', async () => {
    start('/member/dashboard/extra', memberRoutes());
    expect(await screen.findByText('404 - Page Not Found')).toBeTruthy();
  });
});

describe('the public top bar', () => {
  test('offers Login and Sign Up to a visitor', async () => {
    start('/', memberRoutes(false));
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Sign Up' })).toBeTruthy();
    expect(within(banner).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  test('offers Dashboard to a logged-in member', async () => {
    start('/', memberRoutes(true));
    const banner = screen.getByRole('banner');
    const dashboard = await within(banner).findByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('href')).toBe('/member/dashboard');
    expect(within(banner).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  test('the small-screen menu closes on scroll, touch-move and an outside click', async () => {
    start('/payment-proof', memberRoutes(false));
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menuOpen = () => document.getElementById('public-menu') !== null;

    fireEvent.click(toggle);
    expect(menuOpen()).toBe(true);
    fireEvent.scroll(window);
    expect(menuOpen()).toBe(false);

    fireEvent.click(toggle);
    fireEvent.touchMove(document.body);
    expect(menuOpen()).toBe(false);

    fireEvent.click(toggle);
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(menuOpen()).toBe(false);

    fireEvent.click(toggle);
    fireEvent.pointerDown(within(document.getElementById('public-menu')!).getByText('Home'));
    expect(menuOpen()).toBe(true);
  });

  test('FAQ away from home goes to / and then scrolls to the FAQs section', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { location } = start('/contact-us', memberRoutes(false));
    const banner = screen.getByRole('banner');
    fireEvent.click(within(banner).getAllByRole('button', { name: 'FAQ' })[0]!);
    await waitFor(() => expect(location()).toBe('/'));
    await waitFor(() => expect(scrolled).toHaveBeenCalled(), { timeout: 3000 });
    expect(document.getElementById('FAQs')).not.toBeNull();
  });
});

describe('the login check', () => {
  test('is fetched again on each route change', async () => {
    // Pages without content of their own, so that no page check (…?faq=true) adds to the count.
    const { api, router } = start('/contact-us', memberRoutes(false));
    const checks = () => api.calls.filter((c) => c === 'GET /checkLogin_for_navBar').length;
    await waitFor(() => expect(checks()).toBe(1));
    await act(() => router.navigate('/signup'));
    await waitFor(() => expect(checks()).toBe(2));
    await act(() => router.navigate('/contact-us'));
    await waitFor(() => expect(checks()).toBe(3));
  });

  test('sends a logged-in visitor from /login, /signup and /signup/ref/… to the dashboard', async () => {
    for (const path of ['/login', '/signup', '/signup/ref/friend']) {
      const { location } = start(path, memberRoutes(true));
      await waitFor(() => expect(location()).toBe('/member/dashboard'));
      expect(toast.toastSuccess).toHaveBeenCalledWith('You Already Logged In');
      cleanup();
      app?.dispose();
      vi.clearAllMocks();
    }
  });

  test('lets a visitor stay on /login', async () => {
    const { api, location } = start('/login', memberRoutes(false));
    await waitFor(() => expect(api.calls).toContain('GET /checkLogin_for_navBar'));
    await screen.findByRole('heading', { name: 'Login' });
    expect(location()).toBe('/login');
    expect(toast.toastSuccess).not.toHaveBeenCalled();
  });
});

describe('member pages', () => {
  test('show the balance of both wallets, 3 decimals, opening a breakdown that links to Withdraw', async () => {
    start('/member/dashboard', {
      '/checkLogin_for_navBar': loggedIn(true),
      '/userAmount/userBalanceData_get': demoBalance(0.1, 0.2),
    });
    const banner = screen.getByRole('banner');
    const amount = await within(banner).findByText('₹0.300');
    fireEvent.click(amount.closest('button')!);
    const breakdown = within(banner).getByRole('dialog', { name: 'Your balance' });
    const withdraw = within(breakdown).getByRole('link', { name: 'Go to Withdraw' });
    expect(withdraw.getAttribute('href')).toBe('/member/withdraw');
    expect(within(banner).getByRole('link', { name: 'Profile' })).toBeTruthy();
  });

  test('remember that this browser already has an account', async () => {
    start('/member/dashboard', memberRoutes());
    await waitFor(() => expect(window.localStorage.getItem('userAlreadyRegistered')).toBe('true'));
  });

  test('refetch when the browser comes back online, with the login check', async () => {
    const { api } = start('/member/dashboard', memberRoutes());
    const count = (call: string) => api.calls.filter((c) => c === call).length;
    await screen.findByText('₹300.000');
    const before = {
      balance: count('GET /userAmount/userBalanceData_get'),
      check: count('GET /checkLogin_for_navBar'),
    };
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    await waitFor(() => {
      expect(count('GET /userAmount/userBalanceData_get')).toBe(before.balance + 1);
      expect(count('GET /checkLogin_for_navBar')).toBe(before.check + 1);
    });
  });
});

describe('a member call answered with a session flag', () => {
  test.each([SESSION_FLAGS.tokenNotFound, SESSION_FLAGS.userNotFound])(
    '%s goes straight to /login',
    async (flag) => {
      const { location } = start('/member/dashboard', {
        '/checkLogin_for_navBar': loggedIn(false),
        '/userAmount/userBalanceData_get': { status: 401, body: { error_msg: flag } },
      });
      await waitFor(() => expect(location()).toBe('/login'));
      expect(toast.toastError).not.toHaveBeenCalled();
    },
  );

  test('jwtMiddleware_error says the session expired, then goes to /login', async () => {
    const { location } = start('/member/withdraw', {
      '/checkLogin_for_navBar': loggedIn(false),
      '/userAmount/userBalanceData_get': {
        status: 401,
        body: { error_msg: SESSION_FLAGS.invalid },
      },
    });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(toast.toastError).toHaveBeenCalledTimes(1);
    expect(toast.toastError).toHaveBeenCalledWith(
      'Your session has expired. Please log in again.',
      { long: true },
    );
  });

  const boundBalance = ok({
    msg: {
      withdrawable_amount: 120,
      deposit_amount: 0,
      pending_withdrawal_amount: 0,
      total_withdrawal_amount: 0,
      withdrawal_method: 'UPI',
      withdrawal_account_information: 'asha@upi',
      withdrawalMethod_minimumAmount: 50,
      withdrawal_Records: [],
      other_data_withdrawal_instructions: '',
    },
  });

  test.each([
    [SESSION_FLAGS.tokenNotFound, 'Authentication Error', 'Please log in again to continue.'],
    [SESSION_FLAGS.invalid, 'Session Expired', 'Your session has expired. Please log in again.'],
  ])(
    'Withdraw Now answered %s: the dialog %s, then /login; never the flag',
    async (flag, title, text) => {
      const { location } = start('/member/withdraw', {
        '/checkLogin_for_navBar': loggedIn(true),
        '/userAmount/userBalanceData_get': boundBalance,
        'POST /userAmount/userWithdrawal_record_post': { status: 401, body: { error_msg: flag } },
      });
      // The page's code loads lazily: the first one can take a while on a cold run.
      const amount = await screen.findByLabelText('Amount', {}, { timeout: 5000 });
      fireEvent.focus(amount);
      fireEvent.change(amount, { target: { value: '60' } });
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
      await waitFor(() => expect(location()).toBe('/login'));
      const errors = vi
        .mocked(toast.alertDialog)
        .mock.calls.filter(([options]) => options.icon === 'error');
      expect(errors).toEqual([[{ icon: 'error', title, text }]]);
      expect(toast.toastError).not.toHaveBeenCalled();
    },
  );

  test('a gift code claimed after the session expired: the expiry toast and /login, no flag', async () => {
    const { location } = start('/member/gift-code', {
      '/checkLogin_for_navBar': loggedIn(true),
      '/userAmount/userBalanceData_get': demoBalance(),
      '/userIncomeRoute/user_giftCode_get': ok({
        msg: { giftCode_page_Message: '', userGiftCode_claim_history: [], userAvailableBalance: 0 },
      }),
      'PATCH /userIncomeRoute/user_giftCode_verify_and_patch': {
        status: 401,
        body: { error_msg: SESSION_FLAGS.invalid },
      },
    });
    fireEvent.change(await screen.findByLabelText('Gift code', {}, { timeout: 5000 }), {
      target: { value: 'WELCOME10' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Claim Bonus' }));
    await waitFor(() => expect(location()).toBe('/login'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The expiry toast, once, and never the raw flag. (On a loaded machine a request of the
    // previous test's page may still end here with the general toast: not this page's doing.)
    const toasts = vi.mocked(toast.toastError).mock.calls;
    expect(
      toasts.filter(([message]) => message === 'Your session has expired. Please log in again.'),
    ).toEqual([['Your session has expired. Please log in again.', { long: true }]]);
    expect(toasts.flat().join(' ')).not.toContain(SESSION_FLAGS.invalid);
    expect(toast.alertDialog).not.toHaveBeenCalled();
  });

  test('any other failure says Something went wrong, please try again.', async () => {
    const { location } = start('/member/withdraw', {
      '/checkLogin_for_navBar': loggedIn(true),
      '/userAmount/userBalanceData_get': { status: 400, body: { error_msg: 'Bad request' } },
    });
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith('Something went wrong, please try again.'),
    );
    expect(location()).toBe('/member/withdraw');
  });
});

describe('the shell in Hindi', () => {
  inHindi();

  test('the 404 page is Hindi, its title too', async () => {
    start('/no/such/page', memberRoutes(false));
    expect(await screen.findByText('404 - पेज नहीं मिला')).toBeTruthy();
    expect(screen.getByText('उफ़!')).toBeTruthy();
    expect(document.title).toContain('पेज नहीं मिला');
    expectNoEnglish();
  });

  test('the public top bar and its small-screen menu are Hindi', async () => {
    start('/payment-proof', memberRoutes(false));
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'लॉग इन' })).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'मेन्यू खोलें' }));
    expect(within(banner).getAllByRole('link', { name: 'भुगतान के सबूत' })).toHaveLength(2);
    expectNoEnglish(banner);
  });

  test('a member’s top bar and menu are Hindi', async () => {
    start('/member/dashboard', memberRoutes(true));
    const banner = screen.getByRole('banner');
    await within(banner).findByText('₹300.000');
    expectNoEnglish(banner);
    expectNoEnglish(screen.getByRole('navigation', { name: 'सदस्य नेविगेशन' }));
  });

  test('the shell’s toasts are Hindi: already logged in, session expired, any other failure', async () => {
    const { location } = start('/login', memberRoutes(true));
    await waitFor(() => expect(location()).toBe('/member/dashboard'));
    expect(toast.toastSuccess).toHaveBeenCalledWith('आप पहले से लॉग इन हैं');
    cleanup();
    app?.dispose();

    const expired = start('/member/withdraw', {
      '/checkLogin_for_navBar': loggedIn(false),
      '/userAmount/userBalanceData_get': {
        status: 401,
        body: { error_msg: SESSION_FLAGS.invalid },
      },
    });
    await waitFor(() => expect(expired.location()).toBe('/login'));
    expect(toast.toastError).toHaveBeenCalledWith(
      'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
      { long: true },
    );
    cleanup();
    app?.dispose();

    start('/member/withdraw', {
      '/checkLogin_for_navBar': loggedIn(true),
      '/userAmount/userBalanceData_get': { status: 400, body: { error_msg: 'Bad request' } },
    });
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith('कुछ गड़बड़ हो गई, कृपया फिर से कोशिश करें।'),
    );
  });
});
