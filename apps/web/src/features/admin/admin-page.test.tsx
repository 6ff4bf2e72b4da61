import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { contentAdminRoutes } from '@kamao/contract/admin/content';
import { overviewAdminRoutes, type AdminOverview } from '@kamao/contract/admin/overview';
import { installFakeApi, ok } from '../../testing/fake-api';
import { AdminPage } from './admin-page';

vi.mock('../../lib/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const OVERVIEW: AdminOverview = {
  joinedToday: 3,
  activeToday: 7,
  earnedToday: 12.5,
  paidToday: { count: 1, total: 55 },
  pendingWithdrawals: { count: 2, total: 130 },
  heldWithdrawals: { count: 1, total: 70 },
  waitingForPayoutCap: { count: 0, total: 0 },
  unansweredMessages: 4,
  risk: { unreviewedGroups: 1, membersAtHoldScore: 2, holdScore: 70 },
  failingShorteners: [
    {
      id: 's1',
      name: 'Fly',
      failedAt: '2026-11-28T10:00:00.000Z',
      failure: 'Invalid API key',
      offList: true,
    },
  ],
  failingOfferWalls: [],
};

function Where() {
  const location = useLocation();
  return <p role="status" aria-label="address">{`${location.pathname}${location.search}`}</p>;
}

function renderConsole(address = '/admin') {
  const fake = installFakeApi({
    [`GET ${overviewAdminRoutes.overview.path}`]: ok(OVERVIEW),
    [`GET ${contentAdminRoutes.faqList.path}`]: ok({ faqs: [] }),
    'POST /userRoute/logout': ok({ ok: true }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/admin" element={<AdminPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fake;
}

describe('the console home', () => {
  test('opens on the overview, each figure a link to its section', async () => {
    const { calls } = renderConsole();
    await screen.findByRole('heading', { name: 'Overview' });
    const waiting = screen.getByRole('list', { name: 'Waiting for you' });
    const pending = within(waiting).getByRole('link', { name: /Pending withdrawals/ });
    expect(pending.textContent).toContain('2');
    expect(pending.textContent).toContain('₹130.00');
    expect(pending.getAttribute('href')).toBe('/admin?tab=payouts');
    expect(
      within(waiting)
        .getByRole('link', { name: /Unanswered messages/ })
        .getAttribute('href'),
    ).toBe('/admin?tab=messages');
    expect(within(waiting).getByRole('link', { name: /Risk alerts/ }).textContent).toContain('3');
    const today = screen.getByRole('list', { name: 'Today' });
    expect(within(today).getByRole('link', { name: /Members active/ }).textContent).toContain('7');
    expect(within(today).getByRole('link', { name: /Paid out/ }).textContent).toContain('₹55.00');
    const failing = screen.getByRole('list', { name: 'Failing shorteners' }).textContent;
    expect(failing).toContain('Invalid API key');
    expect(failing).toContain("Off the members' list; tried again every 10 minutes.");
    expect(screen.getByText("Every enabled task wall's postbacks go through.")).toBeTruthy();
    // The FAQ editor is no longer what the console opens on.
    expect(calls).not.toContain(`GET ${contentAdminRoutes.faqList.path}`);
  });

  test('groups the sections, with counts on what waits, and reaches a section', async () => {
    renderConsole();
    const groups = await screen.findByRole('navigation', { name: 'Console groups' });
    const names = within(groups)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual([
      'Overview',
      'Money2(2 waiting)',
      'Members7(7 waiting)',
      'Earning1(1 waiting)',
      'Site',
      'System',
    ]);
    fireEvent.click(within(groups).getByRole('button', { name: /^Members/ }));
    const sections = screen.getByRole('navigation', { name: 'Members sections' });
    expect(within(sections).getByRole('button', { name: /^Messages.*4 waiting/ })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/admin?tab=members');

    fireEvent.click(within(groups).getByRole('button', { name: 'Site' }));
    await screen.findByRole('heading', { name: 'Frequently asked questions' });
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/admin?tab=faq');
  });

  test('has a way back to the member area and logs out', async () => {
    const { calls } = renderConsole();
    await screen.findByRole('heading', { name: 'Overview' });
    expect(screen.getByRole('link', { name: 'Member area' }).getAttribute('href')).toBe(
      '/member/dashboard',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(calls).toContain('POST /userRoute/logout'));
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/login'),
    );
  });
});
