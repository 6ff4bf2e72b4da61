import '../../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import type { Finance, FinanceDay } from '@kamao/contract/admin/finance';
import { installFakeApi, ok } from '../../../testing/fake-api';
import { MoneyPanel } from './money-panel';

// The charts draw on a canvas, which the test's document lacks: stand-in with what they got.
vi.mock('./money-charts', () => ({
  default: ({ days }: { days: readonly FinanceDay[] }) => <p>Charts of {days.length} days</p>,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const day = (name: string, overrides: Partial<FinanceDay> = {}): FinanceDay => ({
  day: name,
  income: {
    ptc_ads: 0,
    click_short_link: 0,
    offerWall: 0,
    referral_income: 0,
    bettingGames: 0,
    gift_code: 0,
  },
  incomeTotal: 0,
  house: { game_commission: 0, conversion_fee: 0, campaign_fee: 0 },
  houseTotal: 0,
  paid: 0,
  ...overrides,
});

const busyDay = day('2026-11-28', {
  income: {
    ptc_ads: 0.4,
    click_short_link: 0,
    offerWall: 0,
    referral_income: 0.04,
    bettingGames: 12,
    gift_code: 5,
  },
  incomeTotal: 17.44,
  house: { game_commission: 2, conversion_fee: 5, campaign_fee: 0.6 },
  houseTotal: 7.6,
  paid: 130,
});

const { day: _today, ...busyTotals } = busyDay;

const FIGURES: Finance = {
  today: '2026-11-28',
  owed: {
    withdrawable: 234.44,
    deposit: 106,
    pendingWithdrawals: { count: 1, total: 55 },
    total: 395.44,
  },
  debts: { members: 1, total: 2 },
  paid: {
    today: {
      count: 2,
      total: 130,
      byMethod: [{ name: 'UPI', count: 2, total: 130 }],
      byProvider: [
        { name: 'demo', count: 1, total: 70 },
        { name: 'manual', count: 1, total: 60 },
      ],
    },
    month: { count: 0, total: 0, byMethod: [], byProvider: [] },
  },
  days: [day('2026-11-27'), busyDay],
  totals: busyTotals,
};

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MoneyPanel />
    </QueryClientProvider>,
  );
}

describe('the money view', () => {
  test('shows what the site owes and paid, the charts, the days and the CSV link', async () => {
    installFakeApi({ [`GET ${adminRoutes.finance.path}`]: ok(FIGURES) });
    renderPanel();

    const owed = await screen.findByRole('article', { name: 'Owed to members' });
    expect(owed.textContent).toContain('₹395.440');
    expect(within(owed).getByText('Withdrawable wallets').nextSibling?.textContent).toBe(
      '₹234.440',
    );
    expect(owed.textContent).toContain('Pending withdrawals · 1 request₹55.000');
    expect(owed.textContent).toContain("Members' debts · 1 member₹2.000");

    const today = screen.getByRole('article', { name: 'Paid today' });
    expect(today.textContent).toContain('₹130.000');
    expect(today.textContent).toContain('UPI · 2 payouts₹130.000');
    expect(today.textContent).toContain('Demo · 1 payout₹70.000');
    expect(today.textContent).toContain('By hand · 1 payout₹60.000');
    const month = screen.getByRole('article', { name: 'Paid this month' });
    expect(month.textContent).toContain('0 payouts');
    expect(month.textContent).not.toContain('By method');

    const days = screen.getByRole('article', { name: 'Last 30 days' });
    expect(days.textContent).toContain('₹17.440');
    expect(days.textContent).toContain('Game fees₹2.000');
    expect(days.textContent).toContain('Conversion fees₹5.000');

    expect(await screen.findByText('Charts of 2 days')).toBeTruthy();
    fireEvent.click(screen.getByText('Daily figures (₹)'));
    const rows = screen.getAllByRole('row');
    // The header, then the days newest first.
    expect(rows[1]!.textContent).toBe(
      '2026-11-280.4000.0000.0000.04012.0005.00017.4402.0005.0000.6007.600130.000',
    );
    expect(rows[2]!.textContent).toContain('2026-11-27');

    expect(
      screen.getByRole('link', { name: 'Download daily figures (CSV)' }).getAttribute('href'),
    ).toBe(adminRoutes.financeCsv.path);
  });

  test('says so when the figures cannot be read', async () => {
    installFakeApi({
      [`GET ${adminRoutes.finance.path}`]: { status: 500, body: { error_msg: 'Database down' } },
    });
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toBe('Database down');
  });
});
