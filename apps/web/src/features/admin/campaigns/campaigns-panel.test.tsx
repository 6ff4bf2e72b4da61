import '../../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { campaignAdminRoutes, type AdminCampaign } from '@kamao/contract/admin/campaigns';
import { pathOf, type ApiRoute } from '@kamao/contract/api-route';
import { installFakeApi, ok } from '../../../testing/fake-api';
import { CampaignsPanel } from './campaigns-panel';

vi.mock('../../../lib/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));
const toast = await import('../../../lib/toast');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const {
  campaignList,
  campaignRemove,
  campaignApprove,
  campaignRefuse,
  campaignReviewSettings,
  campaignReviewSettingsUpdate,
} = campaignAdminRoutes;
const call = (route: ApiRoute, params?: unknown) => `${route.method} ${pathOf(route, params)}`;

const campaign = (id: string, overrides: Partial<AdminCampaign> = {}): AdminCampaign => ({
  id,
  ownerId: `m-${id}`,
  ownerUserName: 'asha',
  type: 'window',
  title: `Campaign ${id}`,
  description: 'An ad',
  url: 'https://example.com/',
  durationSeconds: 10,
  pricePerView: 0.5,
  rewardPerView: 0.25,
  subtotal: 5,
  totalViews: 10,
  completedViews: 2,
  intervalHours: 24,
  dailyLimit: null,
  status: 'active',
  pausedByOperator: false,
  awaitingReview: false,
  host: 'example.com',
  hostProblem: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  deletedAt: null,
  ...overrides,
});

const page = (rows: AdminCampaign[]) =>
  ok({ campaigns: rows, total: rows.length, page: 1, pageSize: 25 });

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <CampaignsPanel />
    </QueryClientProvider>,
  );
}

describe('the campaigns tab', () => {
  test('lists every campaign and sends only the filters chosen', async () => {
    const queries: string[] = [];
    installFakeApi({
      [call(campaignList)]: (request) => {
        queries.push(new URL(request.url).search);
        return page([campaign('c1')]);
      },
    });
    renderPanel();
    const card = await screen.findByRole('listitem');
    expect(card.textContent).toContain('Campaign c1');
    expect(card.textContent).toContain('2 of 10 views');
    expect(queries[0]).toBe('?page=1');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'paused' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'youtube' } });
    fireEvent.change(screen.getByLabelText('Owner'), { target: { value: ' asha ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(queries.at(-1)).toBe('?status=paused&type=youtube&owner=asha&page=1'),
    );
  });

  test('removes a campaign after the confirmation and tells the refund', async () => {
    const removed: string[] = [];
    installFakeApi({
      [call(campaignList)]: page([campaign('c1')]),
      [call(campaignRemove, { id: 'c1' })]: (request) => {
        removed.push(request.method);
        return ok({ campaign: campaign('c1', { status: 'deleted' }), refunded: 4 });
      },
    });
    renderPanel();
    const card = await screen.findByRole('listitem');
    fireEvent.click(within(card).getByRole('button', { name: 'Remove Campaign c1' }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith('Removed; ₹4.000 refunded.'),
    );
    expect(removed).toEqual(['DELETE']);
    expect(toast.confirmDialog).toHaveBeenCalledOnce();
  });

  test('a campaign waiting for review: its host and problem, Approve, and Refuse confirmed', async () => {
    const waiting = (id: string, url: string, hostProblem: AdminCampaign['hostProblem']) =>
      campaign(id, {
        status: 'paused',
        pausedByOperator: true,
        awaitingReview: true,
        url,
        host: new URL(url).hostname,
        hostProblem,
      });
    const approved: string[] = [];
    installFakeApi({
      [call(campaignList)]: page([
        waiting('c1', 'https://shop.example/', null),
        waiting('c2', 'https://scam.example/', 'blocked'),
      ]),
      [call(campaignApprove, { id: 'c1' })]: () => {
        approved.push('c1');
        return ok({ campaign: campaign('c1'), refunded: 0 });
      },
      [call(campaignRefuse, { id: 'c2' })]: ok({
        campaign: campaign('c2', { status: 'deleted' }),
        refunded: 5,
      }),
    });
    renderPanel();
    const [first, second] = await screen.findAllByRole('listitem');
    expect(first!.textContent).toContain('waiting for review');
    expect(first!.textContent).toContain('Host: shop.example');
    expect(second!.textContent).toContain('Host: scam.example · on your blocked hosts list');
    expect(within(first!).queryByRole('button', { name: 'Activate' })).toBeNull();
    fireEvent.click(within(first!).getByRole('button', { name: 'Approve Campaign c1' }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('Campaign approved.'));
    expect(approved).toEqual(['c1']);
    fireEvent.click(within(second!).getByRole('button', { name: 'Refuse Campaign c2' }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith('Refused; ₹5.000 refunded.'),
    );
    expect(toast.confirmDialog).toHaveBeenCalledOnce();
  });

  test('shows an answer off the contract as a failure, not as a success', async () => {
    installFakeApi({
      [call(campaignList)]: page([campaign('c1')]),
      [call(campaignRemove, { id: 'c1' })]: ok({ refunded: 'all of it' }),
    });
    renderPanel();
    const card = await screen.findByRole('listitem');
    fireEvent.click(within(card).getByRole('button', { name: 'Remove Campaign c1' }));
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledOnce());
    expect(toast.toastSuccess).not.toHaveBeenCalled();
  });

  test('edits whether new campaigns wait for review and the blocked hosts, one per line', async () => {
    const bodies: unknown[] = [];
    installFakeApi({
      [call(campaignList)]: page([]),
      [call(campaignReviewSettings)]: ok({
        settings: { reviewRequired: null, blockedHosts: ['bad.example'] },
      }),
      [call(campaignReviewSettingsUpdate)]: (request) => {
        void request.json().then((body) => bodies.push(body));
        return ok({
          settings: { reviewRequired: true, blockedHosts: ['bad.example', 'scam.example'] },
        });
      },
    });
    renderPanel();
    const form = within(await screen.findByRole('form', { name: 'Review of new campaigns' }));
    const review = form.getByLabelText('New campaigns wait for review');
    expect((review as HTMLSelectElement).value).toBe('default');
    const hosts = form.getByLabelText('Blocked hosts');
    expect((hosts as HTMLTextAreaElement).value).toBe('bad.example');

    fireEvent.change(hosts, { target: { value: 'bad.example\nhttps://scam.example/' } });
    fireEvent.click(form.getByRole('button', { name: 'Save review settings' }));
    expect(await form.findByText('Write a host name like bad.example')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(review, { target: { value: 'on' } });
    fireEvent.change(hosts, { target: { value: ' bad.example \n\n Scam.example ' } });
    fireEvent.click(form.getByRole('button', { name: 'Save review settings' }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('Campaign review saved.'));
    expect(bodies).toEqual([
      { reviewRequired: true, blockedHosts: ['bad.example', 'scam.example'] },
    ]);
    await waitFor(() =>
      expect((hosts as HTMLTextAreaElement).value).toBe('bad.example\nscam.example'),
    );
  });
});
