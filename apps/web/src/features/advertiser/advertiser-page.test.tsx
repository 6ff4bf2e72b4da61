import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, ok, type FakeRoutes } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { AdvertiserPage } from './advertiser-page';
import { applyCampaignAction, type CampaignAction } from './api/campaign-status';
import type { Campaign } from './components/campaign-card';

vi.mock('../../lib/toast', () => ({
  alertDialog: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));
// The seal itself is tested in lib/payload-seal.test.ts: here the plain object is checked.
vi.mock('../../lib/payload-seal', () => ({
  sealPayload: vi.fn((payload: unknown) => Promise.resolve(payload)),
}));
const toast = await import('../../lib/toast');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const campaign = (index: number, overrides: Partial<Campaign> = {}): Campaign => ({
  _id: `c${index}`,
  status: 'active',
  campaignType: 'window',
  step_2_title: `Campaign ${index}`,
  step_2_description: `About campaign ${index}`,
  step_2_url: `https://site${index}.example/`,
  step_3_duration_for_user: 10,
  step_3_total_views: 100,
  completed_total_views: 40,
  step_3_interval_in_hours: 13,
  step_3_enableLimit: false,
  step_3_limitViewsPerDay: null,
  step_4_subTotal: 4,
  spend: 1.6,
  time: '2026-11-20T10:00:00.000Z',
  waiting_for_review: false,
  ...overrides,
});

const CAMPAIGNS = [
  campaign(1),
  campaign(2, { status: 'paused', campaignType: 'iframe', step_2_title: 'Diwali Sale' }),
  ...Array.from({ length: 5 }, (_, index) => campaign(index + 3, { campaignType: 'youtube' })),
];

const DATA = {
  total_campaigns: 7,
  active_campaigns: 6,
  paused_campaigns: 1,
  remaining_views: 420,
  userDepositBalance: 150,
  userAvailableBalance: 250,
  advertiserData: CAMPAIGNS,
};

let serverData = DATA;

function renderPage(routes: FakeRoutes = {}) {
  serverData = DATA;
  const api = installFakeApi({
    'GET /advertiserRoute/advertiserDataGet': () => ok({ msg: serverData }),
    ...routes,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AdvertiserPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const counter = (id: string) => screen.getByTestId(`counter-${id}`).textContent;
const cards = () => within(screen.getAllByRole('list')[0]!).queryAllByRole('listitem');

describe('Your Campaigns', () => {
  test('Create link, deposit balance, four counters, 6 cards per page', async () => {
    renderPage();
    expect(await screen.findByText('Total campaigns')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your Campaigns' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create campaign' }).getAttribute('href')).toBe(
      '/member/advertiser/create',
    );
    expect(screen.getByTestId('advertiser-deposit').textContent).toBe('₹150.000');
    expect([counter('total'), counter('active'), counter('paused'), counter('remaining')]).toEqual([
      '7',
      '6',
      '1',
      '420',
    ]);
    expect(cards()).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(cards()).toHaveLength(1);
  });

  test("filters by status, type and title keyword; nothing left: 'There is no data'", async () => {
    renderPage();
    await screen.findByText('Total campaigns');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'paused' } });
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Diwali Sale' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'youtube' } });
    expect(cards()).toHaveLength(5);
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Search by title'), { target: { value: 'diwali' } });
    expect(cards()).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Search by title'), { target: { value: 'nothing' } });
    expect(screen.getByText('There is no data')).toBeTruthy();
  });

  test("a campaign waiting for review reads 'Waiting for review' and cannot be activated", async () => {
    renderPage({
      'GET /advertiserRoute/advertiserDataGet': () =>
        ok({
          msg: {
            ...DATA,
            advertiserData: [
              campaign(9, {
                status: 'paused',
                step_2_title: 'New offer',
                waiting_for_review: true,
              }),
            ],
          },
        }),
    });
    const card = (await screen.findByRole('heading', { name: 'New offer' })).closest('li')!;
    expect(within(card).getByText('Waiting for review')).toBeTruthy();
    const activate = within(card).getByRole('button', { name: 'Activate: New offer' });
    expect((activate as HTMLButtonElement).disabled).toBe(true);
    const remove = within(card).getByRole('button', { name: 'Delete: New offer' });
    expect((remove as HTMLButtonElement).disabled).toBe(false);
  });

  test('the info dialog shows the campaign', async () => {
    renderPage();
    await screen.findByText('Total campaigns');
    fireEvent.click(screen.getByRole('button', { name: 'Info: Diwali Sale' }));
    const dialog = screen.getByRole('dialog', { name: 'Diwali Sale' });
    expect(within(dialog).getByText('https://site2.example/')).toBeTruthy();
    expect(within(dialog).getByText('13 hours')).toBeTruthy();
    expect(within(dialog).getByText('No limit')).toBeTruthy();
  });

  test('pause, activate and delete: sealed {encryptedObj}, spec texts, counters as the spec says', async () => {
    const bodies: unknown[] = [];
    let calls = 0;
    renderPage({
      'PATCH /advertiserRoute/advertiserCampaign_paused_active_patch': (request) => {
        calls += 1;
        const refund = calls === 3 ? 174 : undefined;
        void request
          .json()
          .then((body: { encryptedObj: { clientMsg: CampaignAction; _id: string } }) => {
            bodies.push(body);
            // The server's side, as the refetch will show it.
            const { clientMsg, _id } = body.encryptedObj;
            serverData = applyCampaignAction(serverData, clientMsg, _id, refund);
          });
        return ok({ success: true, ...(refund ? { msg: { userDepositBalance: refund } } : {}) });
      },
    });
    await screen.findByText('Total campaigns');

    fireEvent.click(screen.getByRole('button', { name: 'Pause: Campaign 1' }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith('Campaign paused successfully!'),
    );
    expect(toast.confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Are you sure?', confirmText: 'Yes, pause it' }),
    );
    expect([counter('active'), counter('paused')]).toEqual(['5', '2']);
    expect(screen.getByRole('button', { name: 'Activate: Campaign 1' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Activate: Diwali Sale' }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith('Campaign activated successfully!'),
    );
    expect([counter('active'), counter('paused')]).toEqual(['6', '1']);

    // 100 − 40 = 60 unviewed views of an active campaign.
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Campaign 3' }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith('Campaign deleted successfully!'),
    );
    expect([counter('total'), counter('active'), counter('remaining')]).toEqual(['6', '5', '360']);
    expect(screen.getByTestId('advertiser-deposit').textContent).toBe('₹174.000');
    expect(screen.queryByText('Campaign 3')).toBeNull();
    expect(bodies).toEqual([
      { encryptedObj: { clientMsg: 'paused', _id: 'c1' } },
      { encryptedObj: { clientMsg: 'active', _id: 'c2' } },
      { encryptedObj: { clientMsg: 'delete', _id: 'c3' } },
    ]);
  });

  test("a refused action shows the server's error_msg; no answer, nothing changes", async () => {
    renderPage({
      'PATCH /advertiserRoute/advertiserCampaign_paused_active_patch': {
        status: 404,
        body: { error_msg: 'Campaign not found.' },
      },
    });
    await screen.findByText('Total campaigns');
    vi.mocked(toast.confirmDialog).mockResolvedValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Campaign 1' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(counter('total')).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Campaign 1' }));
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith('Campaign not found.'));
    expect(counter('total')).toBe('7');
  });
});

describe('Your Campaigns in Hindi', () => {
  inHindi();

  test('every text is Hindi; titles, descriptions and amounts stay as they are', async () => {
    renderPage();
    expect(await screen.findByText('कुल कैंपेन')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपके कैंपेन' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'कैंपेन बनाएँ' })).toBeTruthy();
    expect(screen.getByTestId('advertiser-deposit').textContent).toBe('₹150.000');
    // The buttons name the campaign they act on, its title kept as the advertiser wrote it.
    expect(screen.getByRole('button', { name: 'रोकें: Campaign 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'चालू करें: Diwali Sale' })).toBeTruthy();
    expect(screen.getAllByText('10 सेकंड').length).toBeGreaterThan(0);
    expect(screen.getByRole('option', { name: 'आईफ़्रेम' })).toBeTruthy();
    expectNoEnglish();

    fireEvent.change(screen.getByLabelText('शीर्षक से खोजें'), { target: { value: 'दिवाली' } });
    expect(screen.getByText('अभी आपका कोई कैंपेन नहीं है')).toBeTruthy();
    expectNoEnglish();
  });

  test('the info dialog is Hindi but for what the advertiser wrote', async () => {
    renderPage();
    await screen.findByText('कुल कैंपेन');
    fireEvent.click(screen.getByRole('button', { name: 'जानकारी: Diwali Sale' }));
    const dialog = screen.getByRole('dialog', { name: 'Diwali Sale' });
    expect(within(dialog).getByText('13 घंटे')).toBeTruthy();
    expect(within(dialog).getByText('कोई सीमा नहीं')).toBeTruthy();
    expect(within(dialog).getByText('आईफ़्रेम')).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: 'बंद करें' })).toHaveLength(2);
    // The heading is the campaign's title, the advertiser's words, marked as such.
    expectNoEnglish(dialog);
  });

  test('the confirm dialog and the toasts are Hindi', async () => {
    let calls = 0;
    renderPage({
      'PATCH /advertiserRoute/advertiserCampaign_paused_active_patch': () =>
        (calls += 1) === 1 ? ok({ success: true }) : { status: 500, body: {} },
    });
    await screen.findByText('कुल कैंपेन');
    fireEvent.click(screen.getByRole('button', { name: 'रोकें: Campaign 1' }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith('कैंपेन सफलतापूर्वक रोक दिया गया!'),
    );
    expect(toast.confirmDialog).toHaveBeenCalledWith({
      title: 'क्या आप पक्का करना चाहते हैं?',
      text: 'इस कैंपेन को रोकें? जब तक आप इसे फिर से चालू नहीं करते, मेंबर इसे नहीं देखेंगे।',
      icon: 'warning',
      confirmText: 'हाँ, रोकें',
      cancelText: 'रद्द करें',
    });
    fireEvent.click(screen.getByRole('button', { name: 'हटाएँ: Diwali Sale' }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith('कुछ गड़बड़ हो गई, कृपया फिर से कोशिश करें।'),
    );
  });
});
