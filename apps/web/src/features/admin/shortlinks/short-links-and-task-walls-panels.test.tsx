import '../../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type AdminShortener } from '@kamao/contract/admin/shorteners';
import { type AdminOfferWall, type AdminPostback } from '@kamao/contract/admin/offer-walls';
import { installFakeApi, ok, type FakeRoutes } from '../../../testing/fake-api';
import { ShortenersPanel } from './shorteners-panel';
import { OfferWallsPanel } from '../taskwalls/offer-walls-panel';

vi.mock('../../../lib/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));
const toast = await import('../../../lib/toast');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const SHORTENER: AdminShortener = {
  _id: 's1',
  name: 'ShrinkMe',
  domain: 'shrinkme.example',
  provider: 'adlinkfly',
  apiUrl: '',
  effectiveApiUrl: 'https://shrinkme.example/api',
  apiKeyHint: 'abcd',
  reward: 0.5,
  clicksPerDay: 5,
  cooldownMinutes: 0,
  minSeconds: 10,
  howToCompleteUrl: '',
  enabled: true,
  claimsToday: 2,
  claimsTotal: 9,
  createdAt: '2026-11-23T10:00:00.000Z',
};

function renderPanel(panel: React.ReactNode, routes: FakeRoutes) {
  const api = installFakeApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{panel}</QueryClientProvider>);
  return api;
}

const bodyOf = (into: { body?: unknown }) => (request: Request) => {
  void request.json().then((b) => (into.body = b));
  return ok({ shortener: SHORTENER });
};

describe('the console’s short links', () => {
  test('adds a shortener with the contract’s numbers, and refuses a bad form before sending', async () => {
    const sent: { body?: unknown } = {};
    const api = renderPanel(<ShortenersPanel />, {
      'GET /api/admin/shorteners': ok({ shorteners: [SHORTENER] }),
      'POST /api/admin/shorteners': bodyOf(sent),
    });
    const form = await screen.findByRole('form', { name: 'New shortener' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add shortener' }));
    expect(await within(form).findByText('The name is required')).toBeTruthy();
    expect(api.calls).not.toContain('POST /api/admin/shorteners');

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Fly' } });
    fireEvent.change(within(form).getByLabelText('Domain'), { target: { value: 'Fly.Example' } });
    fireEvent.change(within(form).getByLabelText('API key'), { target: { value: 'k-123' } });
    fireEvent.change(within(form).getByLabelText('Reward (₹)'), { target: { value: '0.75' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add shortener' }));
    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body).toMatchObject({
      name: 'Fly',
      domain: 'fly.example',
      provider: 'adlinkfly',
      apiKey: 'k-123',
      reward: 0.75,
      clicksPerDay: 5,
      enabled: true,
    });
  });

  test('an edit without a new key keeps the saved one (no apiKey sent)', async () => {
    const sent: { body?: unknown } = {};
    renderPanel(<ShortenersPanel />, {
      'GET /api/admin/shorteners': ok({ shorteners: [SHORTENER] }),
      'PATCH /api/admin/shorteners/s1': bodyOf(sent),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit ShrinkMe' }));
    const form = screen.getByRole('form', { name: 'Edit ShrinkMe' });
    expect(within(form).getByText('Saved; ends in abcd. Leave empty to keep it.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Clicks per day'), { target: { value: '8' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body).toMatchObject({ clicksPerDay: 8 });
    expect(sent.body).not.toHaveProperty('apiKey');
  });

  test('Test shows what the network answered', async () => {
    renderPanel(<ShortenersPanel />, {
      'GET /api/admin/shorteners': ok({ shorteners: [SHORTENER] }),
      'POST /api/admin/shorteners/s1/test': ok({
        ok: false,
        shortUrl: null,
        message: 'Invalid API token',
        rawAnswer: '{"status":"error","message":"Invalid API token"}',
        elapsedMs: 87,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Test ShrinkMe' }));
    const result = await screen.findByRole('status');
    expect(result.textContent).toContain('Failed · 87 ms');
    expect(result.textContent).toContain('Invalid API token');
    expect(
      within(result).getByText('{"status":"error","message":"Invalid API token"}'),
    ).toBeTruthy();
  });

  test('a refused save shows the server’s message', async () => {
    renderPanel(<ShortenersPanel />, {
      'GET /api/admin/shorteners': ok({ shorteners: [] }),
      'POST /api/admin/shorteners': {
        status: 409,
        body: { error_msg: 'A shortener with this domain already exists.' },
      },
    });
    const form = await screen.findByRole('form', { name: 'New shortener' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Fly' } });
    fireEvent.change(within(form).getByLabelText('Domain'), { target: { value: 'fly.example' } });
    fireEvent.change(within(form).getByLabelText('API key'), { target: { value: 'k' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add shortener' }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith('A shortener with this domain already exists.'),
    );
  });
});

const WALL: AdminOfferWall = {
  _id: 'w1',
  name: 'Revlum',
  slug: 'revlum',
  urlTemplate: 'https://revlum.example/?uid={userId}',
  scheme: 'md5',
  secretHint: 'wxyz',
  secretWeak: false,
  signatureGap: null,
  allowedIps: [],
  rewardMultiplier: 1,
  holdAbove: 0,
  holdDays: 0,
  maxRewardPerTransaction: null,
  enabled: true,
  successText: '',
  template: null,
  postbackUrl: 'https://kamao.example/postback/revlum',
  creditedToday: 12.5,
  completedToday: 3,
  createdAt: '2026-11-23T10:00:00.000Z',
};
const postback = (i: number): AdminPostback => ({
  _id: `p${i}`,
  slug: 'revlum',
  receivedAt: '2026-11-23T10:00:00.000Z',
  ip: '203.0.113.7',
  method: 'GET',
  parameters: { subId: 'm1', signature: '<b>x</b>' },
  outcome: i === 1 ? 'refused' : 'credited',
  reason: i === 1 ? 'invalid signature' : '',
  memberId: 'm1',
  transactionId: `T${i}`,
  amount: i === 1 ? null : 2.5,
});

describe('the console’s task walls', () => {
  test('shows the postback URL and the log, page by page, as text', async () => {
    const pages: string[] = [];
    renderPanel(<OfferWallsPanel />, {
      'GET /api/admin/offerwalls': ok({ offerWalls: [WALL] }),
      'GET /api/admin/offerwalls/w1/postbacks': (request) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        pages.push(page);
        return ok({
          postbacks: page === '1' ? [postback(1), postback(2)] : [postback(3)],
          total: 51,
        });
      },
    });
    expect(await screen.findByText('https://kamao.example/postback/revlum')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Postback log' }));
    const log = await screen.findByRole('region', { name: 'Postback log of Revlum' });
    expect(await within(log).findByText('refused')).toBeTruthy();
    expect(within(log).getByText(/invalid signature/)).toBeTruthy();
    expect(log.querySelector('b')).toBeNull();
    fireEvent.click(within(log).getByRole('button', { name: 'Older' }));
    expect(await within(log).findByText(/transaction T3/)).toBeTruthy();
    expect(pages).toEqual(['1', '2']);
  });

  test('the template scheme asks for its recipe; an edit keeps the secret', async () => {
    const sent: { body?: unknown } = {};
    renderPanel(<OfferWallsPanel />, {
      'GET /api/admin/offerwalls': ok({ offerWalls: [WALL] }),
      'PATCH /api/admin/offerwalls/w1': (request) => {
        void request.json().then((b) => (sent.body = b));
        return ok({ offerWall: WALL });
      },
    });
    const form = await screen.findByRole('form', { name: 'New task wall' });
    fireEvent.change(within(form).getByLabelText('Postback scheme'), {
      target: { value: 'template' },
    });
    expect(within(form).getByLabelText('Hashed text ({parameter}, {secret})')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Revlum' }));
    const edit = screen.getByRole('form', { name: 'Edit Revlum' });
    fireEvent.change(within(edit).getByLabelText('Hold days'), { target: { value: '3' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body).toMatchObject({ holdDays: 3, template: null });
    expect(sent.body).not.toHaveProperty('secret');
  });
});
