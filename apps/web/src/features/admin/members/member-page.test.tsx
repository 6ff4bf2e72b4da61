import '../../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { memberAdminRoutes, type AdminMemberDetail } from '@kamao/contract/admin/members';
import { pathOf, type ApiRoute } from '@kamao/contract/api-route';
import { installFakeApi, ok } from '../../../testing/fake-api';
import { MembersSection } from './members-section';

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

const { memberDetail, memberList } = memberAdminRoutes;
const call = (route: ApiRoute, params?: unknown) => `${route.method} ${pathOf(route, params)}`;

const member = (id: string, userName: string): AdminMemberDetail['member'] => ({
  id,
  userName,
  name: `${userName} name`,
  email: `${userName}@example.com`,
  mobile: null,
  role: 'member',
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  referrerUserName: null,
  withdrawable: 40,
  deposit: 5,
  debt: 0,
});

const FARM1: AdminMemberDetail = {
  member: member('m1', 'farm1'),
  banReason: null,
  earningsBySource: [
    { source: 'ptc_ads', amount: 10 },
    { source: 'referral_income', amount: 30 },
  ],
  withdrawals: [
    {
      _id: 'w1',
      balance: 60,
      method: 'UPI',
      status: 'Pending',
      held: true,
      time: '2026-11-27T10:00:00.000Z',
    },
  ],
  devices: [
    {
      device: 'ab12cd34…',
      firstSeenAt: '2026-11-20T10:00:00.000Z',
      lastSeenAt: '2026-11-27T10:00:00.000Z',
      accounts: 2,
    },
  ],
  risk: {
    score: 85,
    reasons: ['Same device as 2 accounts', 'UPI id used by 1 other member'],
    linked: [{ id: 'm2', userName: 'farm2', via: ['device', 'payoutAccount'] }],
  },
};
const FARM2: AdminMemberDetail = {
  ...FARM1,
  member: member('m2', 'farm2'),
  risk: { ...FARM1.risk, linked: [{ id: 'm1', userName: 'farm1', via: ['device'] }] },
};

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

function renderAt(search: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/admin${search}`]}>
        <MembersSection />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a member's page in the console", () => {
  test('shows balances, earnings, held withdrawals, devices and the risk with linked members', async () => {
    installFakeApi({
      [call(memberDetail, { id: 'm1' })]: ok(FARM1),
      [call(memberDetail, { id: 'm2' })]: ok(FARM2),
    });
    renderAt('?tab=members&member=m1');
    expect(await screen.findByRole('heading', { name: /farm1/ })).toBeTruthy();
    expect(screen.getByText('Risk 85 · 1 linked account')).toBeTruthy();
    const reasons = within(screen.getByRole('list', { name: 'Risk reasons' }));
    expect(reasons.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      FARM1.risk.reasons,
    );
    expect(screen.getByText('by device, payout account')).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Referrals ₹30.000' })).toBeTruthy();
    const withdrawal = within(screen.getByRole('list', { name: 'Withdrawals' }));
    expect(withdrawal.getByText('Pending')).toBeTruthy();
    expect(withdrawal.getByText('Held')).toBeTruthy();
    expect(screen.getByText('2 accounts').className).toContain('text-rose-700');

    // A linked member opens their own page.
    fireEvent.click(screen.getByRole('link', { name: 'farm2' }));
    expect(await screen.findByRole('heading', { name: /farm2/ })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
      '?tab=members&member=m2',
    );
  });

  test("shows why a banned member was banned, the operator's words as text", async () => {
    const reason = '<b>Sold</b> his account';
    installFakeApi({
      [call(memberDetail, { id: 'm1' })]: ok({
        ...FARM1,
        member: { ...FARM1.member, status: 'banned' },
        banReason: reason,
      }),
    });
    renderAt('?tab=members&member=m1');
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unban farm1' })).toBeTruthy();
  });

  test('adjusts a balance with a reason, once per confirmation key', async () => {
    const { fetchMock } = installFakeApi({
      [call(memberDetail, { id: 'm1' })]: ok(FARM1),
      [call(memberAdminRoutes.memberAdjustBalance, { id: 'm1' })]: ok({
        withdrawable: 52.5,
        deposit: 5,
        replayed: false,
      }),
    });
    renderAt('?tab=members&member=m1');
    const form = within(await screen.findByRole('form', { name: 'Adjust balance' }));
    fireEvent.click(form.getByRole('button', { name: 'Adjust' }));
    expect(await form.findByText('Write the reason for the adjustment')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Amount (₹)'), { target: { value: '12.5' } });
    fireEvent.change(form.getByLabelText('Reason'), { target: { value: 'Missed postback' } });
    fireEvent.click(form.getByRole('button', { name: 'Adjust' }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith(
        'Done. farm1 now holds ₹52.500 withdrawable and ₹5.000 deposit.',
      ),
    );
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      wallet: 'withdrawable',
      direction: 'credit',
      amount: 12.5,
      reason: 'Missed postback',
    });
    const headers = new Headers(sent?.[1]?.headers);
    expect(headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_\-:.]{8,}$/);
    expect(toast.confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Credit ₹12.500 to farm1's withdrawable wallet?" }),
    );
  });

  test('goes back to the list', async () => {
    installFakeApi({
      [call(memberDetail, { id: 'm1' })]: ok(FARM1),
      [call(memberList)]: ok({ members: [FARM1.member], total: 1, page: 1, pageSize: 25 }),
    });
    renderAt('?tab=members&member=m1');
    fireEvent.click(await screen.findByRole('link', { name: '← All members' }));
    expect(await screen.findByRole('heading', { name: /Members/ })).toBeTruthy();
  });

  test('says so when there is no such member', async () => {
    installFakeApi({
      [call(memberDetail, { id: 'nobody' })]: {
        status: 404,
        body: { error_msg: 'No such member' },
      },
    });
    renderAt('?tab=members&member=nobody');
    expect((await screen.findByRole('alert')).textContent).toBe('No such member');
  });
});
