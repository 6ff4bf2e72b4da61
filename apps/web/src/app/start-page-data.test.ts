import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { dashboardQueryOptions } from '../features/dashboard/api/dashboard';
import { memberBalanceQueryOptions } from '../lib/member-balance';
import { installFakeApi, ok } from '../testing/fake-api';
import { startPageData } from './routes';

afterEach(() => vi.unstubAllGlobals());

describe("the first load's data (lib/early-answers.ts)", () => {
  test('a first load of /member/dashboard asks for the balance and the dashboard once, before the page renders', async () => {
    const api = installFakeApi({
      'GET /userAmount/userBalanceData_get': ok({ withdrawable_amount: 1, deposit_amount: 2 }),
      'GET /userRoute/userDataGet_dashboard': ok({
        user_month_records: [],
        user_daily_records: [],
        announcements: [],
      }),
    });
    startPageData('/member/dashboard');
    expect([...api.calls].sort()).toEqual([
      'GET /userAmount/userBalanceData_get',
      'GET /userRoute/userDataGet_dashboard',
    ]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery(dashboardQueryOptions()).catch(() => undefined);
    await client.fetchQuery(memberBalanceQueryOptions()).catch(() => undefined);
    expect(api.calls).toHaveLength(2);
    // A public page starts nothing.
    startPageData('/login');
    expect(api.calls).toHaveLength(2);
  });
});
