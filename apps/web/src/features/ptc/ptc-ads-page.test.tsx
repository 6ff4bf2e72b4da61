import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, ok, type FakeRoutes } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { PtcAdsPage } from './ptc-ads-page';
import { FakeBroadcastChannel, setVisibility } from './testing/fake-broadcast-channel';
import { PTC_HOME, ad } from './testing/ptc-fixtures';

vi.mock('../../lib/toast', () => ({
  alertDialog: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
  toastSuccess: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../lib/success-chime', () => ({ playSuccessChime: vi.fn() }));
const toast = await import('../../lib/toast');
const chime = await import('../../lib/success-chime');

const open = vi.fn((_url?: string | URL, _target?: string) => ({}) as Window);

beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  vi.stubGlobal('open', open);
  setVisibility('hidden');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  FakeBroadcastChannel.reset();
});

function renderPage(routes: FakeRoutes) {
  const api = installFakeApi(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PtcAdsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const home = (overrides: object = {}) => ok({ msg: { ...PTC_HOME, ...overrides } });
const viewButtons = () => screen.getAllByRole('button', { name: /^View Ad/ });

describe('View Ads page', () => {
  test('summary, tabs with counts, cards with 3-decimal rewards, sanitised instructions', async () => {
    renderPage({ 'GET /userIncomeRoute/user_PTCAds_home_get': home() });
    expect(await screen.findByText('Today Earnings')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'View Ads' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Sound/ })).toBeTruthy();
    // The button names the ad it opens, as it did in English before Hindi came.
    expect(screen.getByRole('button', { name: 'View Ad: Kamao Blog' })).toBeTruthy();
    expect(screen.getByText('₹1.500')).toBeTruthy();
    expect(screen.getByTestId('ptc-total-links').textContent).toBe('3');
    expect(screen.getByTestId('ptc-completed').textContent).toBe('4');
    expect(screen.getByRole('tab', { name: 'Window 2' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('Kamao Blog')).toBeTruthy();
    expect(screen.getAllByText('₹0.032')).toHaveLength(2);
    expect(screen.getAllByText('10 sec')).toHaveLength(2);
    expect(screen.getByText('Stay on the ad tab')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Iframe 1' }));
    expect(screen.getByText('Example Store')).toBeTruthy();
    expect(screen.queryByText('Kamao Blog')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Youtube 0' }));
    expect(screen.getByText('No ads of this type right now.')).toBeTruthy();
  });

  test('when more ads come: a live countdown', async () => {
    renderPage({
      'GET /userIncomeRoute/user_PTCAds_home_get': home({
        PTCAds_campaignsData: [],
        willCome_afterThis_time: Date.now() + 3_725_000,
      }),
    });
    expect(await screen.findByText('More ads in')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^1h 2m \d+s$/);
    expect(screen.getByText('No ads of this type right now.')).toBeTruthy();
  });

  test('no "More ads in" above ads that can still be viewed; the list still asks again then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    renderPage({
      'GET /userIncomeRoute/user_PTCAds_home_get': () => {
        asked += 1;
        return home({ willCome_afterThis_time: Date.now() + 60_000 });
      },
    });
    expect(await screen.findByText('Kamao Blog')).toBeTruthy();
    expect(screen.queryByText('More ads in')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(asked).toBe(2);
    vi.useRealTimers();
  });

  test('View Ad locks every button, opens the ad tab, and a paid view moves the counters', async () => {
    const bodies: unknown[] = [];
    let claimed = false;
    const api = renderPage({
      'GET /userIncomeRoute/user_PTCAds_home_get': () =>
        claimed
          ? home({
              PTCAds_campaignsData: PTC_HOME.PTCAds_campaignsData.slice(1),
              today_PTCAdsIncome: 1.532,
              totalLinks: 2,
              completedClick: 5,
            })
          : home(),
      'POST /userIncomeRoute/user_PTCAds_view_start': (request) => {
        void request.json().then((body) => bodies.push(body));
        return ok({ msg: { viewToken: 'tok-9', duration: 10 } });
      },
      'PATCH /userIncomeRoute/user_PTCAds_income_patch': (request) => {
        void request.json().then((body) => bodies.push(body));
        claimed = true;
        return ok({ msg: { userAvailableBalance: 300.032 } });
      },
    });
    await screen.findByText('Kamao Blog');
    vi.useFakeTimers();
    fireEvent.click(viewButtons()[0]!);
    expect(viewButtons().every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(open).toHaveBeenCalledTimes(1);
    const path = open.mock.calls[0]![0] as string;
    expect(path).toMatch(
      /^\/member\/waitRedirecting\?link=https%3A%2F%2Fblog\.example%2Fpost%7C%7C10&view=/,
    );
    expect(open.mock.calls[0]![1]).toBe('_blank');
    expect(document.title).toBe('Wait: 10 sec');

    const view = new URLSearchParams(path.split('?')[1]).get('view');
    FakeBroadcastChannel.sendFromOtherTab('window_PTCAds_channel', { message: 'isSuccess', view });
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(api.calls).not.toContain('PATCH /userIncomeRoute/user_PTCAds_income_patch');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(api.calls).toContain('PATCH /userIncomeRoute/user_PTCAds_income_patch');
    expect(bodies).toEqual([
      { obj: { btnName: 'ad-window-1' } },
      { obj: { btnName: 'ad-window-1', btnClickEarn: 'tok-9' } },
    ]);
    expect(toast.alertDialog).toHaveBeenCalledWith({
      icon: 'success',
      title: 'Success!',
      text: 'You earned ₹0.032 for viewing this ad.',
    });
    expect(chime.playSuccessChime).toHaveBeenCalled();
    expect(document.title).toBe('✅ View Ads · Kamao');
    // The local update, then the refetch (step 7 of docs/product/ptc-ads.md#the-ad-flow).
    expect(screen.getByText('₹1.532')).toBeTruthy();
    expect(screen.getByTestId('ptc-total-links').textContent).toBe('2');
    expect(screen.getByTestId('ptc-completed').textContent).toBe('5');
    expect(screen.queryByText('Kamao Blog')).toBeNull();
    expect(viewButtons().every((button) => !(button as HTMLButtonElement).disabled)).toBe(true);
  });

  test("a refused claim shows the server's error_msg under 'Operation failed. Please try again.'", async () => {
    renderPage({
      'GET /userIncomeRoute/user_PTCAds_home_get': home(),
      'POST /userIncomeRoute/user_PTCAds_view_start': ok({
        msg: { viewToken: 'tok-1', duration: 10 },
      }),
      'PATCH /userIncomeRoute/user_PTCAds_income_patch': {
        status: 400,
        body: { error_msg: 'You have already viewed this ad. Please come back later.' },
      },
    });
    await screen.findByText('Kamao Blog');
    vi.useFakeTimers();
    fireEvent.click(viewButtons()[1]!);
    await act(() => vi.advanceTimersByTimeAsync(100));
    const view = new URLSearchParams((open.mock.calls[0]![0] as string).split('?')[1]).get('view');
    FakeBroadcastChannel.sendFromOtherTab('window_PTCAds_channel', { message: 'isSuccess', view });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(toast.alertDialog).toHaveBeenCalledWith({
      icon: 'error',
      title: 'Operation failed. Please try again.',
      text: 'You have already viewed this ad. Please come back later.',
    });
    expect(document.title).toBe('View Ads · Kamao');
    expect(within(screen.getByRole('tabpanel')).getByText('Shop Offers')).toBeTruthy();
  });

  test('closing the iframe tab early aborts with its own text; nothing is claimed', async () => {
    const api = renderPage({
      'GET /userIncomeRoute/user_PTCAds_home_get': home({
        PTCAds_campaignsData: [ad({ _id: 'ad-iframe-1', campaignType: 'iframe' })],
      }),
      'POST /userIncomeRoute/user_PTCAds_view_start': ok({
        msg: { viewToken: 'tok-1', duration: 10 },
      }),
    });
    await screen.findByText('Kamao Blog');
    vi.useFakeTimers();
    fireEvent.click(viewButtons()[0]!);
    await act(() => vi.advanceTimersByTimeAsync(100));
    const path = open.mock.calls[0]![0] as string;
    expect(path.startsWith('/member/iframe?link=')).toBe(true);
    const view = new URLSearchParams(path.split('?')[1]).get('view');
    FakeBroadcastChannel.sendFromOtherTab('iframe_PTCAds_channel', {
      message: 'isAbortFromIframePage',
      view,
    });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(toast.alertDialog).toHaveBeenCalledWith({
      icon: 'error',
      title: 'Operation failed. Please try again.',
      text: 'Please do not close new tab until timer is completed',
    });
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(api.calls).not.toContain('PATCH /userIncomeRoute/user_PTCAds_income_patch');
  });
});

describe('View Ads page in Hindi', () => {
  inHindi();

  test('the figures, tabs, cards, empty tab and countdown are Hindi; ad titles stay as written', async () => {
    renderPage({
      'GET /userIncomeRoute/user_PTCAds_home_get': home({
        willCome_afterThis_time: Date.now() + 3_725_000,
      }),
    });
    expect(await screen.findByText('आज की कमाई')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'विज्ञापन देखें' })).toBeTruthy();
    expect(screen.getAllByText('10 सेकंड')).toHaveLength(2);
    expect(screen.getByText('Kamao Blog').getAttribute('translate')).toBe('no');
    expect(screen.getAllByRole('button', { name: 'विज्ञापन देखें: Kamao Blog' })).toHaveLength(1);
    expectNoEnglish();

    fireEvent.click(screen.getByRole('tab', { name: 'YouTube 0' }));
    expect(screen.getByText('अभी इस प्रकार का कोई विज्ञापन नहीं है।')).toBeTruthy();
    expectNoEnglish();
  });

  test('the wait title and the dialogs of a paid and an aborted view are Hindi', async () => {
    renderPage({
      'GET /userIncomeRoute/user_PTCAds_home_get': home(),
      'POST /userIncomeRoute/user_PTCAds_view_start': ok({
        msg: { viewToken: 'tok-9', duration: 10 },
      }),
      'PATCH /userIncomeRoute/user_PTCAds_income_patch': ok({
        msg: { userAvailableBalance: 300.032 },
      }),
    });
    await screen.findByText('Kamao Blog');
    vi.useFakeTimers();
    const viewButtons = () => screen.getAllByRole('button', { name: /^विज्ञापन देखें/ });
    fireEvent.click(viewButtons()[0]!);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(document.title).toBe('रुकें: 10 सेकंड');
    const first = new URLSearchParams((open.mock.calls[0]![0] as string).split('?')[1]);
    FakeBroadcastChannel.sendFromOtherTab('window_PTCAds_channel', {
      message: 'isSuccess',
      view: first.get('view'),
    });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(toast.alertDialog).toHaveBeenCalledWith({
      icon: 'success',
      title: 'सफल!',
      text: 'यह विज्ञापन देखने के लिए आपने ₹0.032 कमाए।',
    });
    expect(document.title).toBe('✅ विज्ञापन देखें · Kamao');

    fireEvent.click(viewButtons()[0]!);
    await act(() => vi.advanceTimersByTimeAsync(100));
    const second = new URLSearchParams((open.mock.calls[1]![0] as string).split('?')[1]);
    FakeBroadcastChannel.sendFromOtherTab('window_PTCAds_channel', {
      message: 'isAbortFromIframePage',
      view: second.get('view'),
    });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(toast.alertDialog).toHaveBeenLastCalledWith({
      icon: 'error',
      title: 'कार्रवाई विफल रही। कृपया फिर से कोशिश करें।',
      text: 'जब तक आप "बोनस का दावा करें" बटन पर क्लिक न कर लें, तब तक कृपया नया टैब बंद / रीलोड न करें।',
    });
    expectNoEnglish();
  });
});
