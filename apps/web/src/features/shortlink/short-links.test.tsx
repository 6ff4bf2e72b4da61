import '../../lib/i18n';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, ok, type FakeRoutes } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { SHORTLINK_CLAIMED_MESSAGE } from '@kamao/contract/shortlink-texts';
import { ClickShortenLinkPage } from './click-shorten-link-page';
import { ShortLinkInterstitialPage } from './short-link-interstitial-page';
import { ShortLinkLastPage } from './short-link-last-page';

vi.mock('../../lib/toast', () => ({
  toastError: vi.fn(() => Promise.resolve()),
  toastSuccess: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../lib/success-chime', () => ({ playSuccessChime: vi.fn() }));
const toast = await import('../../lib/toast');
const chime = await import('../../lib/success-chime');

const assign = vi.fn();
beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const link = (overrides: object = {}) => ({
  shortnerName: 'Quick',
  shortnerDomain: 'quick.example',
  time: '15 s',
  amount: 0.25,
  how_to_complete: 'https://help.example/quick',
  isDisable: false,
  expireTimer: null,
  completedClicks: 1,
  how_much_click_allow: 5,
  ...overrides,
});
const DATA = {
  today_shortLinkIncome: 0.5,
  totalLinks: 3,
  completedClick: 2,
  pendingClick: 7,
  pendingEarnings: 2.75,
  userAvailableBalance: 300,
  shortedLinksData: [
    link(),
    link({
      shortnerName: 'Rich',
      shortnerDomain: 'rich.example',
      amount: 1.5,
      how_to_complete: '',
    }),
    link({
      shortnerName: 'Done',
      shortnerDomain: 'done.example',
      amount: 0.1,
      isDisable: true,
      completedClicks: 3,
      how_much_click_allow: 3,
    }),
  ],
  other_data_shortLink_instructions: '<p>Pass the link</p><script>alert(1)</script>',
};
const LIST = 'GET /userIncomeRoute/user_shortlink_data_get';
const START = 'PATCH /userIncomeRoute/user_shortlink_firstPage_data_patch';
const CLAIM = 'PATCH /userIncomeRoute/user_shortlink_lastPage_data_patch';
const PAGE = 'GET /userIncomeRoute/user_shortlink_interstitial_get/abc';
const REPORT = 'PATCH /userIncomeRoute/user_shortlink_interstitial_beacon_patch/abc';
/** The built-in interstitial's data, and its report's answer: the destination. */
const interstitial = (destination: string, waitSeconds: number) => ({
  [PAGE]: ok({ msg: { waitSeconds, adSnippet: '' } }),
  [REPORT]: ok({ msg: { destination } }),
});

function renderAt(path: string, routes: FakeRoutes) {
  const api = installFakeApi(routes);
  // The app's rule for a failed query without a place of its own: the general error toast.
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        if (!query.meta?.silentErrors) void toast.toastError('Something went wrong');
      },
    }),
    defaultOptions: { queries: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/member/click-shorten-link" element={<ClickShortenLinkPage />} />
          <Route path="/member/last-page/:uniqueToken" element={<ShortLinkLastPage />} />
          <Route path="/member/short/:code" element={<ShortLinkInterstitialPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

/** Seconds pass one by one, each with its render (the countdowns re-arm after each). */
async function seconds(n: number) {
  for (let i = 0; i < n; i += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
}

const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('the short-link list', () => {
  test('figures, cards with progress and how-to links, sanitised instructions, filters', async () => {
    renderAt('/member/click-shorten-link', { [LIST]: ok({ msg: DATA }) });
    expect(await screen.findByText('Pending Earnings')).toBeTruthy();
    expect(screen.getByText('₹2.750')).toBeTruthy();
    expect(screen.getByText('₹300.000')).toBeTruthy();
    expect(screen.getAllByText('1/5')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'How to complete' })).toHaveLength(2);
    expect(screen.getAllByText('15 s').length).toBeGreaterThan(0);
    expect(screen.getByText('Pass the link')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    // The completed card shows its clicks instead of Start & Earn, and cannot be started.
    expect((screen.getByRole('button', { name: '3/3' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'High to Low' }));
    expect(names().slice(0, 3)).toEqual(['Rich', 'Quick', 'Done']);
    fireEvent.click(screen.getByRole('button', { name: 'Low to High' }));
    expect(names().slice(0, 3)).toEqual(['Done', 'Quick', 'Rich']);
    fireEvent.click(screen.getByRole('button', { name: 'Completed' }));
    expect(names().filter((n) => ['Done', 'Quick', 'Rich'].includes(n!))).toEqual(['Done']);
    fireEvent.click(screen.getByRole('button', { name: 'Available' }));
    expect(names().filter((n) => ['Done', 'Quick', 'Rich'].includes(n!))).toEqual([
      'Quick',
      'Rich',
    ]);
  });

  test('a cooling card counts down in h m s and comes back when it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ends = Date.now() + 3_000;
    let calls = 0;
    renderAt('/member/click-shorten-link', {
      [LIST]: () => {
        calls += 1;
        return ok({
          msg: { ...DATA, shortedLinksData: [link({ expireTimer: calls === 1 ? ends : null })] },
        });
      },
    });
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^[23]s$/);
    expect(
      (screen.getByRole('button', { name: 'Start & Earn' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(calls).toBe(2);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Start & Earn' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  test('Start sends the domain, the last page and this origin, then goes to the short URL', async () => {
    let body: unknown;
    renderAt('/member/click-shorten-link', {
      [LIST]: ok({ msg: DATA }),
      [START]: (request) => {
        void request.json().then((b) => (body = b));
        return ok({ existingRecord: { shortUrl: 'https://short.example/abc' } });
      },
    });
    const card = (await screen.findByRole('heading', { name: 'Quick' })).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Start & Earn' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://short.example/abc'));
    expect(body).toEqual({
      obj_already: {
        shortnerDomain: 'quick.example',
        endPageRoute: '/member/last-page',
        clientOrigin: window.location.origin,
      },
    });
  });

  test('while one Start is under way every Start & Earn is locked', async () => {
    const api = renderAt('/member/click-shorten-link', {
      [LIST]: ok({ msg: DATA }),
      [START]: ok({ shortUrl: 'https://short.example/new' }),
    });
    const card = (await screen.findByRole('heading', { name: 'Quick' })).closest('li')!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      await held;
      return answer(input, init);
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Start & Earn' }));
    const starts = () =>
      screen.getAllByRole('button', { name: 'Start & Earn' }) as HTMLButtonElement[];
    await vi.waitFor(() => expect(starts().every((button) => button.disabled)).toBe(true));
    expect(starts()).toHaveLength(2);
    fireEvent.click(starts()[1]!);
    release();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://short.example/new'));
    expect(api.calls.filter((call) => call === START)).toHaveLength(1);
  });

  test('a refused Start shows the server’s error_msg and unlocks the cards', async () => {
    renderAt('/member/click-shorten-link', {
      [LIST]: ok({ msg: DATA }),
      [START]: { status: 502, body: { error_msg: 'The short link service is not answering.' } },
    });
    const card = (await screen.findByRole('heading', { name: 'Quick' })).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Start & Earn' }));
    await vi.waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith('The short link service is not answering.'),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(
      (within(card).getByRole('button', { name: 'Start & Earn' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});

describe('the last page', () => {
  test('counts 10 s, claims, shows the amount with the sound, and returns after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sent: unknown;
    renderAt('/member/last-page/tok123', {
      'GET /userIncomeRoute/user_PTCAds_snippets_get': ok({
        msg: { waitingPage: '', verificationPage: '' },
      }),
      [CLAIM]: (request) => {
        void request.json().then((b) => (sent = b));
        return ok({ message: 'Added to your balance.', amount: 0.25 });
      },
      [LIST]: ok({ msg: DATA }),
    });
    expect(screen.getByRole('timer').textContent).toBe('10');
    expect(screen.getByRole('heading', { name: 'Your earnings are almost ready' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim Your Earnings' })).toBeNull();
    await seconds(11);
    fireEvent.click(screen.getByRole('button', { name: 'Claim Your Earnings' }));
    expect(await screen.findByText('₹0.250')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your earnings are credited' })).toBeTruthy();
    expect(sent).toEqual({ uniqueToken: 'tok123' });
    expect(chime.playSuccessChime).toHaveBeenCalledOnce();
    await seconds(4);
    expect(await screen.findByRole('heading', { name: 'Click Short Link' })).toBeTruthy();
  });

  test('a refused claim shows the server’s message, or the spec’s text, then returns', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/member/last-page/tok123', {
      [CLAIM]: { status: 409, body: { error_msg: 'You have already claimed this short link.' } },
      [LIST]: ok({ msg: DATA }),
    });
    await seconds(11);
    fireEvent.click(screen.getByRole('button', { name: 'Claim Your Earnings' }));
    expect(await screen.findByText('You have already claimed this short link.')).toBeTruthy();
    // Never "almost ready" above an error.
    expect(screen.getByRole('heading', { name: 'This link could not be credited' })).toBeTruthy();
    expect(screen.queryByText('Your earnings are almost ready')).toBeNull();
    await seconds(4);
    expect(await screen.findByRole('heading', { name: 'Click Short Link' })).toBeTruthy();
  });

  test('a blank token: the spec’s text and the way back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/member/last-page/%20', { [LIST]: ok({ msg: DATA }) });
    expect(screen.getByText('Invalid Request: Unique token is missing.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'This link could not be credited' })).toBeTruthy();
    await seconds(4);
    expect(await screen.findByRole('heading', { name: 'Click Short Link' })).toBeTruthy();
  });
});

describe('the built-in shortener’s page', () => {
  test('waits, then Continue goes to this site’s last page only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const destination = `${window.location.origin}/member/last-page/tok`;
    const api = renderAt('/member/short/abc', interstitial(destination, 2));
    expect((await screen.findByRole('timer')).textContent).toBe('2');
    // The page loaded, then reported in once: the destination comes from the report.
    expect(api.calls.filter((c) => c.includes('interstitial'))).toEqual([PAGE, REPORT]);
    await seconds(3);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(assign).toHaveBeenCalledWith(destination);
    expect(api.calls.filter((c) => c === REPORT)).toHaveLength(1);
  });

  test('a refused report shows the server’s message and no Continue', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/member/short/abc', {
      [PAGE]: ok({ msg: { waitSeconds: 1, adSnippet: '' } }),
      [REPORT]: {
        status: 403,
        body: {
          error_msg:
            'Please finish the short link on the same network you started it on, then start it again.',
        },
      },
    });
    expect(await screen.findByText(/same network you started it on/)).toBeTruthy();
    await seconds(2);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to short links' })).toBeTruthy();
    expect(toast.toastError).not.toHaveBeenCalled();
  });

  test('a destination on another site is refused, never followed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/member/short/abc', interstitial('https://evil.example/member/last-page/tok', 1));
    expect(await screen.findByText('Short links can only be completed on this site.')).toBeTruthy();
    await seconds(2);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to short links' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  test('an unknown code shows the server’s message and the way back', async () => {
    renderAt('/member/short/nope', {
      'GET /userIncomeRoute/user_shortlink_interstitial_get/nope': {
        status: 404,
        body: { error_msg: 'This short link does not exist or has expired.' },
      },
    });
    expect(await screen.findByText('This short link does not exist or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to short links' })).toBeTruthy();
    // Said once, in its place: no general error toast on top.
    expect(toast.toastError).not.toHaveBeenCalled();
  });
});

describe('the short-link pages in Hindi', () => {
  inHindi();

  test('the list: figures, filters, cards and instructions; names stay as written', async () => {
    renderAt('/member/click-shorten-link', { [LIST]: ok({ msg: DATA }) });
    expect(await screen.findByText('लंबित कमाई')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'फ़िल्टर' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'शुरू करें और कमाएँ' })).toHaveLength(2);
    expect(screen.getAllByRole('progressbar', { name: 'Quick पूरे हुए' })).toHaveLength(1);
    // The server's '15 s' reads in Hindi words.
    expect(screen.getAllByText('15 सेकंड').length).toBeGreaterThan(0);
    expectNoEnglish();

    fireEvent.click(screen.getByRole('button', { name: 'पूरे हुए' }));
    fireEvent.click(screen.getByRole('button', { name: 'ज़्यादा से कम' }));
    expect(names().slice(0, 3)).toEqual(['Rich', 'Quick', 'Done']);
    expectNoEnglish();
  });

  test('the empty list, an empty filter and a cooling card are Hindi', async () => {
    renderAt('/member/click-shorten-link', {
      [LIST]: ok({ msg: { ...DATA, shortedLinksData: [] } }),
    });
    expect(await screen.findByText('अभी कोई शॉर्ट लिंक नहीं है')).toBeTruthy();
    expectNoEnglish();
    cleanup();

    renderAt('/member/click-shorten-link', {
      [LIST]: ok({
        msg: { ...DATA, shortedLinksData: [link({ expireTimer: Date.now() + 60_000 })] },
      }),
    });
    expect(await screen.findByText(/फिर उपलब्ध होगा/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'पूरे हुए' }));
    expect(screen.getByText('इस फ़िल्टर में कोई शॉर्ट लिंक नहीं है।')).toBeTruthy();
    expectNoEnglish();
  });

  test('the last page: the wait, Claim and the paid message are Hindi', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/member/last-page/tok123', {
      'GET /userIncomeRoute/user_PTCAds_snippets_get': ok({
        msg: { waitingPage: '', verificationPage: '' },
      }),
      [CLAIM]: ok({ message: SHORTLINK_CLAIMED_MESSAGE, amount: 0.25 }),
      [LIST]: ok({ msg: DATA }),
    });
    expect(screen.getByRole('heading', { name: 'आपकी कमाई लगभग तैयार है' })).toBeTruthy();
    expect(screen.getByText(/सेकंड प्रतीक्षा करें/)).toBeTruthy();
    expectNoEnglish();
    await seconds(11);
    fireEvent.click(screen.getByRole('button', { name: 'अपनी कमाई का दावा करें' }));
    expect(await screen.findByText('आपकी कमाई आपके बैलेंस में जोड़ दी गई है।')).toBeTruthy();
    expectNoEnglish();
  });

  test('the last page without a token is Hindi', async () => {
    renderAt('/member/last-page/%20', { [LIST]: ok({ msg: DATA }) });
    expect(screen.getByText('अमान्य अनुरोध: यूनिक टोकन नहीं मिला।')).toBeTruthy();
    expectNoEnglish();
  });

  test('the built-in shortener’s page: the wait, Continue and a refused destination', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt(
      '/member/short/abc',
      interstitial(`${window.location.origin}/member/last-page/tok`, 2),
    );
    expect(await screen.findByText(/सेकंड में तैयार हो जाएगा/)).toBeTruthy();
    expectNoEnglish();
    await seconds(3);
    expect(screen.getByRole('button', { name: 'जारी रखें' })).toBeTruthy();
    expectNoEnglish();
    cleanup();

    renderAt('/member/short/abc', interstitial('https://evil.example/x', 1));
    expect(await screen.findByText('शॉर्ट लिंक सिर्फ़ इसी साइट पर पूरे किए जा सकते हैं।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'शॉर्ट लिंक पर वापस जाएँ' })).toBeTruthy();
    expectNoEnglish();
  });
});
