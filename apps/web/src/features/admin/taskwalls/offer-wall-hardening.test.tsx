import '../../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type {
  AdminOfferWall,
  AdminPostback,
  AdminReviewedReward,
} from '@kamao/contract/admin/offer-walls';
import { installFakeApi, ok, type FakeRoutes } from '../../../testing/fake-api';
import { OfferWallsPanel } from './offer-walls-panel';

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

const WALL: AdminOfferWall = {
  _id: 'w1',
  name: 'Revlum',
  slug: 'revlum',
  urlTemplate: 'https://revlum.example/?uid={userId}',
  scheme: 'md5',
  secretHint: 'wxyz',
  secretWeak: false,
  signatureGap: 'The md5 preset signs neither the status nor where the transaction id ends.',
  allowedIps: ['203.0.113.7'],
  rewardMultiplier: 1,
  holdAbove: 0,
  holdDays: 0,
  maxRewardPerTransaction: 100,
  enabled: true,
  successText: '',
  template: null,
  postbackUrl:
    'https://kamao.example/postback/revlum?subId={subId}&transId={transId}&reward={reward}&status={status}&signature={signature}',
  creditedToday: 0,
  completedToday: 0,
  createdAt: '2026-11-23T10:00:00.000Z',
};
const REWARD: AdminReviewedReward = {
  _id: 'r1',
  memberId: 'm1',
  transactionId: 'BIG-1',
  amount: 99999,
  receivedAt: '2026-11-23T10:00:00.000Z',
};

function renderPanel(routes: FakeRoutes) {
  const api = installFakeApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OfferWallsPanel />
    </QueryClientProvider>,
  );
  return api;
}

describe('the console’s hardened task walls', () => {
  test('shows the whole postback URL with the scheme’s placeholders, and copies it', async () => {
    renderPanel({ 'GET /api/admin/offerwalls': ok({ offerWalls: [WALL] }) });
    expect(await screen.findByText(WALL.postbackUrl)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy postback URL' })).toBeTruthy();
    expect(screen.getByText(/review above/)).toBeTruthy();
  });

  test('approves and refuses credits held for review, refusing only after asking', async () => {
    let rewards = [REWARD, { ...REWARD, _id: 'r2', transactionId: 'BIG-2' }];
    const api = renderPanel({
      'GET /api/admin/offerwalls': ok({ offerWalls: [WALL] }),
      'GET /api/admin/offerwalls/w1/postbacks': ok({ postbacks: [], total: 0 }),
      'GET /api/admin/offerwalls/w1/review': () => ok({ rewards }),
      'POST /api/admin/offerwalls/w1/review/r1/approve': () => {
        rewards = rewards.filter((r) => r._id !== 'r1');
        return ok({ ok: true });
      },
      'POST /api/admin/offerwalls/w1/review/r2/refuse': () => {
        rewards = [];
        return ok({ ok: true });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Postback log' }));
    const review = await screen.findByRole('region', {
      name: 'Rewards of Revlum held for review',
    });
    expect(within(review).getByText(/transaction BIG-1/)).toBeTruthy();
    fireEvent.click(within(review).getByRole('button', { name: 'Approve transaction BIG-1' }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('Reward approved.'));
    expect(toast.confirmDialog).not.toHaveBeenCalled();
    fireEvent.click(
      await within(review).findByRole('button', { name: 'Refuse transaction BIG-2' }),
    );
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('Reward refused.'));
    expect(toast.confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Refuse transaction BIG-2?' }),
    );
    expect(api.calls).toContain('POST /api/admin/offerwalls/w1/review/r1/approve');
    expect(api.calls).toContain('POST /api/admin/offerwalls/w1/review/r2/refuse');
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Rewards of Revlum held for review' }),
      ).toBeNull(),
    );
  });

  test('flags a weak secret and a signature left without the sender addresses', async () => {
    renderPanel({
      'GET /api/admin/offerwalls': ok({
        offerWalls: [WALL, { ...WALL, _id: 'w2', name: 'Old', secretWeak: true, allowedIps: [] }],
      }),
    });
    const rows = await screen.findAllByRole('listitem');
    const old = rows.find((row) => within(row).queryByText(/Old/))!;
    expect(within(old).getByText(/Weak secret/)).toBeTruthy();
    expect(within(old).getByText(WALL.signatureGap!)).toBeTruthy();
    const revlum = rows.find((row) => within(row).queryByText(/Revlum/))!;
    expect(within(revlum).queryByText(/Weak secret/)).toBeNull();
    expect(within(revlum).queryByText(WALL.signatureGap!)).toBeNull();
  });

  test('shows the refusals on slugs that name no wall, as text', async () => {
    const refused: AdminPostback = {
      _id: 'p1',
      slug: 'revlumm',
      receivedAt: '2026-11-23T10:00:00.000Z',
      ip: '203.0.113.7',
      method: 'GET',
      parameters: { subId: '<img src=x>' },
      outcome: 'refused',
      reason: 'unknown wall',
      memberId: null,
      transactionId: null,
      amount: null,
    };
    renderPanel({
      'GET /api/admin/offerwalls': ok({ offerWalls: [] }),
      'GET /api/admin/offerwalls-unknown/postbacks': ok({ postbacks: [refused], total: 1 }),
    });
    expect(await screen.findByRole('heading', { name: 'Postbacks to unknown slugs' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Log of postbacks to unknown slugs' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const log = await screen.findByRole('region', { name: 'Log of postbacks to unknown slugs' });
    expect(await within(log).findByText('/postback/revlumm')).toBeTruthy();
    expect(within(log).getByText(/unknown wall/)).toBeTruthy();
    expect(log.querySelector('img')).toBeNull();
  });

  test('sends the maximum per transaction, and none when left empty', async () => {
    const sent: unknown[] = [];
    renderPanel({
      'GET /api/admin/offerwalls': ok({ offerWalls: [WALL] }),
      'PATCH /api/admin/offerwalls/w1': (request) => {
        void request.json().then((b) => sent.push(b));
        return ok({ offerWall: WALL });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Revlum' }));
    const edit = screen.getByRole('form', { name: 'Edit Revlum' });
    const field = within(edit).getByLabelText('Maximum per transaction (₹)');
    expect((field as HTMLInputElement).value).toBe('100');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ maxRewardPerTransaction: null });
  });
});
