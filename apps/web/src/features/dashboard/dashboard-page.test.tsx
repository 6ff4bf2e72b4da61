import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, ok } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { DashboardPage } from './dashboard-page';

vi.mock('../../lib/toast', () => ({
  confirmDialog: vi.fn(() => Promise.resolve(true)),
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));
const toast = await import('../../lib/toast');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const sources = (ptc: number) => ({
  ptc_ads: { income: ptc },
  click_short_link: { income: 0 },
  offerWall: { income: 0 },
  referral_income: { income: 1.5 },
  bettingGames: { income: 0 },
});

const DATA = {
  userEmail: 'demo@example.com',
  userAvailableBalance: 10,
  user_month_records: [
    { monthName: 'November 2026', earningSources: sources(2.25) },
    { monthName: 'October 2026', earningSources: sources(9) },
  ],
  user_date_records: [
    {
      monthName: 'November 2026',
      date: '2026-11-22',
      self_earnings: 1,
      referral_earnings: 0.5,
      Total_earnings: 1.5,
    },
    {
      monthName: 'October 2026',
      date: '2026-10-03',
      self_earnings: 4,
      referral_earnings: 0,
      Total_earnings: 4,
    },
  ],
  other_data_announcementsArray: [
    {
      announcementTime: '2026-11-20T03:30:00.000Z',
      announcementMessage: '<i>Hello members</i><script>x</script>',
    },
  ],
};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Dashboard', () => {
  test('five tiles with this month income, linking to their pages', async () => {
    installFakeApi({ 'GET /userRoute/userDataGet_dashboard': ok({ msg: DATA }) });
    renderPage();
    const ptc = await screen.findByRole('link', { name: /PTC Ads/ });
    expect(ptc.getAttribute('href')).toBe('/member/ptc-ads');
    expect(ptc.textContent).toContain('₹2.250');
    expect(screen.getByRole('link', { name: /Short Links/ }).getAttribute('href')).toBe(
      '/member/click-shorten-link',
    );
    expect(screen.getByRole('link', { name: /Task Wall/ }).getAttribute('href')).toBe(
      '/member/task-wall',
    );
    expect(screen.getByRole('link', { name: /Referral Income/ }).getAttribute('href')).toBe(
      '/member/refer-and-earn',
    );
    expect(screen.getByRole('link', { name: /Betting Games/ }).getAttribute('href')).toBe(
      '/member/betting-games',
    );
  });

  test('announcements are sanitised HTML with their time', async () => {
    installFakeApi({ 'GET /userRoute/userDataGet_dashboard': ok({ msg: DATA }) });
    renderPage();
    expect(await screen.findByText('Hello members')).toBeTruthy();
    expect(screen.getByText('20 Nov 2026, 09:00 am')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  test('the first month is selected; choosing another filters the daily rows', async () => {
    installFakeApi({ 'GET /userRoute/userDataGet_dashboard': ok({ msg: DATA }) });
    renderPage();
    expect(await screen.findByText('22 Nov 2026')).toBeTruthy();
    expect(screen.queryByText('03 Oct 2026')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Self Earnings' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Referral Earnings' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Total Earnings' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Daily total earnings in November 2026/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: 'October 2026' } });
    expect(await screen.findByText('03 Oct 2026')).toBeTruthy();
    expect(screen.queryByText('22 Nov 2026')).toBeNull();
  });

  test("the daily table writes each day the Indian way ('25 Nov 2026'), machine-readable beside", async () => {
    const today = { ...DATA.user_date_records[0]!, date: '2026-11-25' };
    installFakeApi({
      'GET /userRoute/userDataGet_dashboard': ok({
        msg: { ...DATA, user_date_records: [today, ...DATA.user_date_records] },
      }),
    });
    renderPage();
    const cell = await screen.findByRole('cell', { name: '25 Nov 2026' });
    expect(cell.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-25');
    expect(screen.queryByText('2026-11-25')).toBeNull();
  });

  test("no rows: 'No Earnings Yet! Start Now!' and tiles at 0.000", async () => {
    installFakeApi({
      'GET /userRoute/userDataGet_dashboard': ok({
        msg: { ...DATA, user_month_records: [], user_date_records: [] },
      }),
    });
    renderPage();
    expect(await screen.findByText('No Earnings Yet! Start Now!')).toBeTruthy();
    expect(screen.getByRole('link', { name: /PTC Ads/ }).textContent).toContain('₹0.000');
  });

  test('a member who has never earned is pointed at View Ads; one who has earned is not', async () => {
    installFakeApi({
      'GET /userRoute/userDataGet_dashboard': ok({
        msg: {
          ...DATA,
          user_month_records: [
            {
              monthName: 'November 2026',
              earningSources: { ...sources(0), referral_income: { income: 0 } },
            },
          ],
          user_date_records: [],
        },
      }),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Start here: view your first ad' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Ads' }).getAttribute('href')).toBe(
      '/member/ptc-ads',
    );
    cleanup();
    installFakeApi({ 'GET /userRoute/userDataGet_dashboard': ok({ msg: DATA }) });
    renderPage();
    expect(await screen.findByText('Hello members')).toBeTruthy();
    expect(screen.queryByText('Start here: view your first ad')).toBeNull();
  });

  test('a member who owes money after a chargeback sees how much, and one who owes nothing does not', async () => {
    installFakeApi({
      'GET /userRoute/userDataGet_dashboard': ok({ msg: { ...DATA, userDebtAmount: 4.5 } }),
    });
    renderPage();
    const notice = (await screen.findByRole('heading', { name: 'Amount owed' })).closest(
      '[role="status"]',
    )!;
    expect(notice.textContent).toContain('₹4.500');
    expect(notice.textContent).toContain('Your next earnings pay this first.');
    cleanup();

    installFakeApi({
      'GET /userRoute/userDataGet_dashboard': ok({ msg: { ...DATA, userDebtAmount: 0 } }),
    });
    renderPage();
    await screen.findByRole('link', { name: /PTC Ads/ });
    expect(screen.queryByText('Amount owed')).toBeNull();
  });
});

describe('Dashboard LogOut (the dashboard has its own)', () => {
  function renderWithLogin() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/member/dashboard']}>
          <Routes>
            <Route path="/member/dashboard" element={<DashboardPage />} />
            <Route path="/login" element={<p>LOGIN PAGE</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  test("asks 'Are you sure you want to log out?', then logs out and lands on /login", async () => {
    const { calls } = installFakeApi({
      'GET /userRoute/userDataGet_dashboard': ok({ msg: DATA }),
      'POST /userRoute/logout': ok({ ok: true }),
    });
    renderWithLogin();
    await screen.findByRole('link', { name: /PTC Ads/ });
    fireEvent.click(screen.getByRole('button', { name: 'LogOut' }));
    expect(await screen.findByText('LOGIN PAGE')).toBeTruthy();
    expect(toast.confirmDialog).toHaveBeenCalledWith({
      title: 'Are you sure you want to log out?',
      confirmText: 'Confirm',
      cancelText: 'Close',
      icon: 'warning',
    });
    expect(calls).toContain('POST /userRoute/logout');
    expect(toast.toastSuccess).toHaveBeenCalledWith('LogOut success!');
  });

  test('Close keeps the member here; the button is there even while the data loads', async () => {
    vi.mocked(toast.confirmDialog).mockResolvedValueOnce(false);
    const { calls } = installFakeApi({ 'GET /userRoute/userDataGet_dashboard': ok({ msg: DATA }) });
    renderWithLogin();
    // Still loading: the skeleton is up and LogOut is already there.
    expect(screen.getByRole('status', { busy: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'LogOut' }));
    await waitFor(() => expect(toast.confirmDialog).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).not.toContain('POST /userRoute/logout');
    expect(screen.queryByText('LOGIN PAGE')).toBeNull();
  });
});

describe('Dashboard in Hindi', () => {
  inHindi();

  test('every text is Hindi; months and days in Hindi, announcements and amounts as they are', async () => {
    installFakeApi({
      'GET /userRoute/userDataGet_dashboard': ok({ msg: { ...DATA, userDebtAmount: 4.5 } }),
    });
    renderPage();
    const ptc = await screen.findByRole('link', { name: /PTC विज्ञापन/ });
    expect(ptc.textContent).toContain('₹2.250');
    expect(screen.getByRole('heading', { name: 'बकाया राशि' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeTruthy();
    // The operator's announcement is not translated; its time is written the Hindi way.
    expect(screen.getByText('Hello members').closest('[translate="no"]')).toBeTruthy();
    expect(screen.getByText('20 नव॰ 2026, 09:00')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'नवंबर 2026' })).toBeTruthy();
    expect(screen.getByText('22 नव॰ 2026')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'अपनी कमाई' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^नवंबर 2026 में रोज़ की कुल कमाई: / })).toBeTruthy();
    expectNoEnglish();

    // The month picker still filters by the server's month key.
    fireEvent.change(screen.getByLabelText('महीना'), { target: { value: 'October 2026' } });
    expect(await screen.findByText('03 अक्टू॰ 2026')).toBeTruthy();
    expectNoEnglish();
  });

  test('no rows: the empty state in Hindi', async () => {
    installFakeApi({
      'GET /userRoute/userDataGet_dashboard': ok({
        msg: {
          ...DATA,
          user_month_records: [],
          user_date_records: [],
          other_data_announcementsArray: [],
        },
      }),
    });
    renderPage();
    expect(await screen.findByText('अभी तक कोई कमाई नहीं! अभी शुरू करें!')).toBeTruthy();
    expect(screen.getByText('कोई घोषणा नहीं')).toBeTruthy();
    expectNoEnglish();
  });

  test('a month name of another shape is shown as it came, marked not to translate', async () => {
    const odd = 'Nov-26';
    installFakeApi({
      'GET /userRoute/userDataGet_dashboard': ok({
        msg: {
          ...DATA,
          user_month_records: [{ ...DATA.user_month_records[0]!, monthName: odd }],
          user_date_records: [{ ...DATA.user_date_records[0]!, monthName: odd }],
        },
      }),
    });
    renderPage();
    const option = await screen.findByRole('option', { name: odd });
    expect(option.getAttribute('translate')).toBe('no');
    // The chart's label names that month as it came too.
    expect(screen.getByRole('img', { name: /^Nov-26 में रोज़ की कुल कमाई: / })).toBeTruthy();
  });
});
