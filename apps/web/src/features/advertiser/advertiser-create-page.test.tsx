import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, ok, type FakeRoutes } from '../../testing/fake-api';
import { AdvertiserCreatePage } from './advertiser-create-page';

vi.mock('../../lib/toast', () => ({
  alertDialog: vi.fn(() => Promise.resolve()),
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../lib/choice-dialog', () => ({ choiceDialog: vi.fn() }));
vi.mock('../../lib/payload-seal', () => ({
  sealPayload: vi.fn((payload: unknown) => Promise.resolve(payload)),
}));
const toast = await import('../../lib/toast');
const { choiceDialog } = await import('../../lib/choice-dialog');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const CREATE_DATA = {
  PTCAds_pricing: {
    window: [
      { time: 10, price: 0.04 },
      { time: 20, price: 0.08 },
    ],
    iframe: [{ time: 15, price: 0.075 }],
    youtube: [{ time: 30, price: 0.18 }],
  },
  PTCAds_total_minimum_Views: 100,
  userDepositBalance: 10,
  userAvailableBalance: 60,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderWizard(routes: FakeRoutes = {}) {
  const api = installFakeApi({
    'GET /advertiserRoute/advertiserCreateDataGet': ok({ msg: CREATE_DATA }),
    ...routes,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/member/advertiser/create']}>
        <Routes>
          <Route path="/member/advertiser/create" element={<AdvertiserCreatePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const next = () => fireEvent.click(button('Next'));
const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);

async function chooseType(name: 'Window' | 'Iframe' | 'Youtube') {
  fireEvent.click(await screen.findByLabelText(new RegExp(`^${name}`)));
  next();
  await screen.findByLabelText('Title');
}

async function fillInfo(url = 'https://shop.example/') {
  type('Title', 'Diwali Sale');
  type('URL', url);
  type('Description', 'Big discounts on sweets');
}

describe('campaign wizard (spec part 2 §2.8, §5)', () => {
  test('four steps; Next disabled until a type is chosen; Prev and Back', async () => {
    renderWizard();
    expect(await screen.findByText('Choose the type of your campaign')).toBeTruthy();
    for (const step of ['Type', 'Info', 'Reward', 'Preview']) {
      expect(screen.getByText(step)).toBeTruthy();
    }
    expect(button('Next').disabled).toBe(true);
    expect(button('Prev').disabled).toBe(true);
    await chooseType('Window');
    fireEvent.click(button('Prev'));
    expect(screen.getByText('Choose the type of your campaign')).toBeTruthy();
    fireEvent.click(button('Back'));
    expect(screen.getByTestId('where').textContent).toBe('/member/advertiser');
  });

  test('step 2: required texts, URL per type, title cut at 50 and description at 150', async () => {
    renderWizard();
    await chooseType('Youtube');
    next();
    expect(alerts()).toEqual([
      'Title is a required field',
      'URL is a required field',
      'Description is a required field',
    ]);
    type('Title', 'x'.repeat(60));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toHaveLength(50);
    type('Description', 'y'.repeat(200));
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toHaveLength(150);
    type('YouTube video URL', 'https://www.youtube.com/watch?v=short');
    next();
    expect(alerts()).toEqual(['Please enter a valid YouTube video URL']);
    type('YouTube video URL', 'https://youtu.be/dQw4w9WgXcQ');
    next();
    expect(await screen.findByLabelText('Duration')).toBeTruthy();

    fireEvent.click(button('Prev'));
    fireEvent.click(button('Prev'));
    await chooseType('Window');
    type('URL', 'shop.example');
    next();
    expect(alerts()).toEqual(['Please enter a valid URL']);
  });

  test('iframe: the embedding check must be confirmed', async () => {
    renderWizard();
    await chooseType('Iframe');
    await fillInfo();
    next();
    const dialog = screen.getByRole('dialog', { name: 'Does your page show in the frame?' });
    expect(within(dialog).getByTitle('Preview of your page').getAttribute('src')).toBe(
      'https://shop.example/',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(alerts()).toEqual(['This URL does not allow embedding in iframe or failed to load.']);
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, it shows correctly' }));
    expect(await screen.findByLabelText('Duration')).toBeTruthy();
  });

  test('step 3: duration, minimum views, interval 13 by default, daily limit, subtotal', async () => {
    renderWizard();
    await chooseType('Window');
    await fillInfo();
    next();
    const duration = (await screen.findByLabelText('Duration')) as HTMLSelectElement;
    expect([...duration.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Choose Any One'],
      ['10-0.04', '10 seconds - ₹0.040 per view'],
      ['20-0.08', '20 seconds - ₹0.080 per view'],
    ]);
    expect(screen.getByText('13 hours')).toBeTruthy();
    next();
    expect(alerts()).toEqual(['Duration is a required field', 'Total Views is a required field']);
    type('Duration', '20-0.08');
    type('Total Views', '5x0');
    expect((screen.getByLabelText('Total Views') as HTMLInputElement).value).toBe('50');
    next();
    expect(alerts()).toEqual(['Minimum 100 Total View Allowed']);
    type('Total Views', '99');
    expect(alerts()).toEqual(['Minimum 100 Total View Allowed']);
    // Corrected, the message goes at once, before the next Next.
    type('Total Views', '125');
    await waitFor(() => expect(alerts()).toEqual([]));
    expect(screen.getByTestId('wizard-subtotal').textContent).toContain('₹10.000');
    fireEvent.click(screen.getByLabelText('Limit views per day'));
    next();
    expect(alerts()).toEqual(['Per Day Limit is a required field']);
    type('Per Day Limit', '126');
    next();
    expect(alerts()).toEqual(['Per Day Limit must not be greater than total views']);
    type('Per Day Limit', '25');
    type('Interval', '24');
    expect(screen.getByText('24 hours')).toBeTruthy();
    next();
    expect(await screen.findByText('How members will see your ad')).toBeTruthy();
    expect(screen.getByText('25 per day')).toBeTruthy();
    expect(button('Create')).toBeTruthy();
  });

  test("create: 'Insufficient Balance' with Top Up and Convert Balance", async () => {
    renderWizard();
    await chooseType('Window');
    await fillInfo();
    next();
    await screen.findByLabelText('Duration');
    type('Duration', '20-0.08');
    type('Total Views', '200');
    next();
    await screen.findByText('How members will see your ad');
    vi.mocked(choiceDialog).mockResolvedValueOnce('confirm');
    fireEvent.click(button('Create'));
    await waitFor(() =>
      expect(toast.alertDialog).toHaveBeenCalledWith({
        icon: 'info',
        title: 'Top Up',
        text: 'The deposit feature is currently unavailable',
      }),
    );
    expect(choiceDialog).toHaveBeenCalledWith({
      title: 'Insufficient Balance',
      text: 'This campaign costs ₹16.000 and your deposit balance is ₹10.000.',
      confirmText: 'Top Up',
      denyText: 'Convert Balance',
    });
    vi.mocked(choiceDialog).mockResolvedValueOnce('deny');
    fireEvent.click(button('Create'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/member/balance-converter'),
    );
  });

  test('create: the sealed form goes, then the spec text and Your Campaigns', async () => {
    const bodies: unknown[] = [];
    renderWizard({
      'POST /advertiserRoute/advertiserDataPost': (request) => {
        void request.json().then((body) => bodies.push(body));
        return ok({ msg: { userAvailableBalance: 56 } });
      },
    });
    await chooseType('Window');
    await fillInfo();
    next();
    await screen.findByLabelText('Duration');
    type('Duration', '10-0.04');
    type('Total Views', '100');
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/member/advertiser'));
    expect(toast.toastSuccess).toHaveBeenCalledWith(
      'Your campaign has been successfully submitted.',
    );
    expect(bodies).toEqual([
      {
        obj: {
          selectedOption_state: 'window',
          step_2_title: 'Diwali Sale',
          step_2_url: 'https://shop.example/',
          step_2_description: 'Big discounts on sweets',
          step_3_duration: '10-0.04',
          step_3_total_views: '100',
          step_3_interval_in_hours: 13,
          step_3_enableLimit: false,
          step_3_limitViewsPerDay: null,
          step_4_subTotal: 4,
        },
      },
    ]);
  });

  test("create: the server's error_msg is shown", async () => {
    renderWizard({
      'POST /advertiserRoute/advertiserDataPost': {
        status: 400,
        body: { error_msg: 'The price of this duration has changed.' },
      },
    });
    await chooseType('Window');
    await fillInfo();
    next();
    await screen.findByLabelText('Duration');
    type('Duration', '10-0.04');
    type('Total Views', '100');
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(toast.alertDialog).toHaveBeenCalledWith({
        icon: 'error',
        title: 'Error',
        text: 'The price of this duration has changed.',
      }),
    );
  });
});

describe('campaign wizard: one campaign per confirmation (Idempotency-Key)', () => {
  const KEY_FORM = /^[A-Za-z0-9_\-:.]{8,100}$/;

  /** The wizard, whose creates answer in turn; their Idempotency-Keys are kept. */
  function renderWithAnswers(...answers: Array<'network' | number>) {
    const keys: (string | null)[] = [];
    renderWizard({
      'POST /advertiserRoute/advertiserDataPost': (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        const next = answers[keys.length - 1] ?? 200;
        // A request whose answer never came back (a timeout, a dropped connection).
        if (next === 'network') throw new TypeError('Failed to fetch');
        return next === 200
          ? ok({ msg: { userAvailableBalance: 56 } })
          : { status: next, body: { error_msg: 'The price of this duration has changed.' } };
      },
    });
    return keys;
  }

  async function reachPreview() {
    await chooseType('Window');
    await fillInfo();
    next();
    await screen.findByLabelText('Duration');
    type('Duration', '10-0.04');
    type('Total Views', '100');
    next();
    await screen.findByText('How members will see your ad');
  }

  test('sends a key and resends it when the answer was lost: one campaign', async () => {
    const keys = renderWithAnswers('network', 200);
    await reachPreview();
    fireEvent.click(button('Create'));
    await waitFor(
      () => expect(screen.getByTestId('where').textContent).toBe('/member/advertiser'),
      { timeout: 4000 },
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(KEY_FORM);
    expect(keys[1]).toBe(keys[0]);
    expect(toast.toastSuccess).toHaveBeenCalledTimes(1);
  });

  test('a refusal is not retried; Create again on the same preview resends the key, a new visit makes a new one', async () => {
    const keys = renderWithAnswers(400, 400, 200);
    await reachPreview();
    fireEvent.click(button('Create'));
    await waitFor(() => expect(toast.alertDialog).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(KEY_FORM);

    fireEvent.click(button('Create'));
    await waitFor(() => expect(toast.alertDialog).toHaveBeenCalledTimes(2));
    expect(keys[1]).toBe(keys[0]);

    fireEvent.click(button('Prev'));
    next();
    await screen.findByText('How members will see your ad');
    fireEvent.click(button('Create'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/member/advertiser'));
    expect(keys).toHaveLength(3);
    expect(keys[2]).toMatch(KEY_FORM);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
