import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, ok } from '../../testing/fake-api';
import { ReferAndEarnPage } from './refer-and-earn-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rows = Array.from({ length: 7 }, (_, index) => ({
  userName: `friend${index + 1}`,
  income: index + 0.5,
  date: `2026-11-0${index + 1}`,
}));

function data(referral_data = rows) {
  return {
    userName: 'demo',
    available_balance: 10,
    referral_data,
    other_data_referralRate: {
      referralRate: 0.07,
      referralPageText: '<b>Share your link</b><img src=x onerror="window.hacked=1">',
    },
  };
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ReferAndEarnPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Refer and earn page', () => {
  test('shows the rate as a percent, the sanitised text and the invite link', async () => {
    installFakeApi({ 'GET /userRoute/userReferral_record_get': ok({ msg: data() }) });
    renderPage();
    expect(await screen.findByText('7%')).toBeTruthy();
    expect(screen.getByText('Share your link')).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByTestId('invite-link').textContent).toBe(
      `${window.location.origin}/signup/ref/demo`,
    );
  });

  test('the table shows Username / Income / Date, 5 per page', async () => {
    installFakeApi({ 'GET /userRoute/userReferral_record_get': ok({ msg: data() }) });
    renderPage();
    expect(await screen.findByText('friend1')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Username' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Income' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Date' })).toBeTruthy();
    expect(screen.getByText('friend5')).toBeTruthy();
    expect(screen.queryByText('friend6')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('friend6')).toBeTruthy();
    expect(screen.queryByText('friend1')).toBeNull();
  });

  test("no referrals: 'No referrals found'", async () => {
    installFakeApi({ 'GET /userRoute/userReferral_record_get': ok({ msg: data([]) }) });
    renderPage();
    expect(await screen.findByText('No referrals found')).toBeTruthy();
  });
});
