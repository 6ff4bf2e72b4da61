import '../../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { riskAdminRoutes, type RiskGroup, type RiskRules } from '@kamao/contract/admin/risk';
import { pathOf, type ApiRoute } from '@kamao/contract/api-route';
import { installFakeApi, ok } from '../../../testing/fake-api';
import { RiskPanel } from './risk-panel';

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
  riskGroups,
  riskRules,
  riskRulesUpdate,
  riskGroupHold,
  riskGroupBan,
  riskGroupTakeBackReferrals,
  riskGroupReviewed,
} = riskAdminRoutes;
const call = (route: ApiRoute, params?: unknown) => `${route.method} ${pathOf(route, params)}`;

const FARM: RiskGroup = {
  id: 'g1',
  score: 85,
  atStake: 240.5,
  members: [
    { id: 'm1', userName: 'farm1' },
    { id: 'm2', userName: 'farm2' },
  ],
  signals: [
    { kind: 'device', value: '0123456789abcdef0123456789abcdef' },
    { kind: 'payoutAccount', value: 'upi:farm@okaxis' },
    { kind: 'referrer', value: 'm1' },
  ],
  reviewedAt: null,
  earningsBySource: [
    { source: 'ptc_ads', amount: 4.5 },
    { source: 'click_short_link', amount: 0 },
    { source: 'referral_income', amount: 30 },
  ],
  referrals: [
    { referrer: { id: 'm1', userName: 'farm1' }, referred: { id: 'm2', userName: 'farm2' } },
  ],
};
const QUIET: RiskGroup = {
  id: 'g2',
  score: 40,
  atStake: 3,
  members: [
    { id: 'm3', userName: 'twin1' },
    { id: 'm4', userName: 'twin2' },
  ],
  signals: [{ kind: 'email', value: 'twin@gmail.com' }],
  reviewedAt: '2026-11-27T10:00:00.000Z',
  earningsBySource: [{ source: 'ptc_ads', amount: 0 }],
  referrals: [],
};
const RULES: RiskRules = {
  maxAccountsPerDevice: 2,
  linkedReferralIncome: false,
  vpnPolicy: 'flag',
  holdAboveScore: 70,
};

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin?tab=risk']}>
        <RiskPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const farmCard = () => screen.findByRole('listitem', { name: 'Group of farm1, farm2' });

describe('the risk tab', () => {
  test('shows each group with its score, money at stake, members and what they share', async () => {
    installFakeApi({
      [call(riskGroups)]: ok({ groups: [FARM, QUIET] }),
      [call(riskRules)]: ok(RULES),
    });
    renderPanel();
    const groups = await screen.findByRole('list', { name: 'Risk groups' });
    const cards = within(groups).getAllByRole('listitem', { name: /^Group of/ });
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Group of farm1, farm2',
      'Group of twin1, twin2',
    ]);
    const farm = within(cards[0]!);
    expect(farm.getByText('₹240.500')).toBeTruthy();
    expect(farm.getByText('Risk 85')).toBeTruthy();
    expect(farm.getByText('Not reviewed')).toBeTruthy();
    const members = within(farm.getByRole('list', { name: 'Members of the group' }));
    expect(members.getByRole('link', { name: 'farm2' }).getAttribute('href')).toBe(
      '/admin?tab=members&member=m2',
    );
    const shared = within(farm.getByRole('list', { name: 'Shared signals' }));
    expect(shared.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Same device: …89abcdef',
      'Same UPI id: farm@okaxis',
      'Same referrer: farm1',
    ]);
    const earned = within(farm.getByRole('list', { name: 'Earnings by source' }));
    expect(earned.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'PTC ads ₹4.500',
      'Referrals ₹30.000',
    ]);
    expect(farm.getByRole('list', { name: 'Referrals inside the group' }).textContent).toBe(
      'farm1 brought farm2',
    );
    const quiet = within(cards[1]!);
    expect(quiet.getByText('Nothing earned yet.')).toBeTruthy();
    expect(quiet.queryByRole('list', { name: 'Referrals inside the group' })).toBeNull();
    expect(quiet.getByText(/^Reviewed /)).toBeTruthy();
    expect(quiet.queryByRole('button', { name: 'Mark reviewed' })).toBeNull();
  });

  test('holds, takes back and marks reviewed after asking, and says what the server did', async () => {
    const { calls } = installFakeApi({
      [call(riskGroups)]: ok({ groups: [FARM] }),
      [call(riskRules)]: ok(RULES),
      [call(riskGroupHold, FARM)]: ok({ held: 2 }),
      [call(riskGroupTakeBackReferrals, FARM)]: ok({ takenBack: 12.5, debt: 2 }),
      [call(riskGroupReviewed, FARM)]: ok({ ok: true }),
    });
    renderPanel();
    const card = within(await farmCard());

    fireEvent.click(card.getByRole('button', { name: 'Hold withdrawals' }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('Held 2 withdrawals.'));
    expect(toast.confirmDialog).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Hold the pending withdrawals of farm1, farm2?',
        destructive: true,
      }),
    );

    fireEvent.click(card.getByRole('button', { name: 'Take back referral income' }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith(
        'Took back ₹12.500 of referral income; ₹2.000 of it is now owed.',
      ),
    );

    fireEvent.click(card.getByRole('button', { name: 'Mark reviewed' }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('Marked reviewed.'));
    expect(calls).toEqual(
      expect.arrayContaining([
        call(riskGroupHold, FARM),
        call(riskGroupTakeBackReferrals, FARM),
        call(riskGroupReviewed, FARM),
      ]),
    );
  });

  test('does nothing when the operator cancels the question', async () => {
    vi.mocked(toast.confirmDialog).mockResolvedValueOnce(false);
    const { calls } = installFakeApi({
      [call(riskGroups)]: ok({ groups: [FARM] }),
      [call(riskRules)]: ok(RULES),
      [call(riskGroupHold, FARM)]: ok({ held: 2 }),
    });
    renderPanel();
    fireEvent.click(within(await farmCard()).getByRole('button', { name: 'Hold withdrawals' }));
    await waitFor(() => expect(toast.confirmDialog).toHaveBeenCalledOnce());
    expect(calls).not.toContain(call(riskGroupHold, FARM));
    expect(toast.toastSuccess).not.toHaveBeenCalled();
  });

  test('bans the members with the one reason asked', async () => {
    const bodies: unknown[] = [];
    installFakeApi({
      [call(riskGroups)]: ok({ groups: [FARM] }),
      [call(riskRules)]: ok(RULES),
      [call(riskGroupBan, FARM)]: (request) => {
        void request.json().then((body) => bodies.push(body));
        return ok({ banned: 2 });
      },
    });
    renderPanel();
    const card = within(await farmCard());
    fireEvent.click(card.getByRole('button', { name: 'Ban members' }));
    const form = within(card.getByRole('form', { name: 'Ban farm1, farm2' }));
    fireEvent.click(form.getByRole('button', { name: 'Ban members' }));
    expect(await form.findByText('Write the reason for the ban')).toBeTruthy();
    expect(toast.confirmDialog).not.toHaveBeenCalled();

    fireEvent.change(form.getByLabelText('Reason for the ban'), {
      target: { value: 'One phone, two UPI payouts' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Ban members' }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('Banned 2 members.'));
    expect(bodies).toEqual([{ reason: 'One phone, two UPI payouts' }]);
    await waitFor(() => expect(card.queryByRole('form')).toBeNull());
  });

  test('says so when no members are linked', async () => {
    installFakeApi({ [call(riskGroups)]: ok({ groups: [] }), [call(riskRules)]: ok(RULES) });
    renderPanel();
    expect(await screen.findByText(/^No linked accounts/)).toBeTruthy();
  });

  test('saves the rules as numbers, the switch and the VPN policy', async () => {
    const bodies: unknown[] = [];
    installFakeApi({
      [call(riskGroups)]: ok({ groups: [] }),
      [call(riskRules)]: ok(RULES),
      [call(riskRulesUpdate)]: (request) => {
        void request.json().then((body) => bodies.push(body));
        return ok({ ...RULES, maxAccountsPerDevice: 3, vpnPolicy: 'refuse' });
      },
    });
    renderPanel();
    const form = within(await screen.findByRole('form', { name: 'Risk rules' }));
    fireEvent.change(form.getByLabelText('Accounts allowed per device'), {
      target: { value: '' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Save rules' }));
    expect(await form.findByText('This is required.')).toBeTruthy();

    fireEvent.change(form.getByLabelText('Accounts allowed per device'), {
      target: { value: '3' },
    });
    fireEvent.change(form.getByLabelText('VPN or proxy at sign-up and claims'), {
      target: { value: 'refuse' },
    });
    fireEvent.click(form.getByRole('switch', { name: 'Referral income between linked accounts' }));
    fireEvent.click(form.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('Risk rules saved.'));
    expect(bodies).toEqual([
      {
        maxAccountsPerDevice: 3,
        linkedReferralIncome: true,
        vpnPolicy: 'refuse',
        holdAboveScore: 70,
      },
    ]);
  });
});
