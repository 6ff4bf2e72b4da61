import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { startPageData } from '../app/routes';
import { dashboardQueryOptions } from '../features/dashboard/api/dashboard';
import { installFakeApi, ok } from '../testing/fake-api';
import { startEarly, takingEarlyAnswer } from './early-answers';
import { memberBalanceQueryOptions } from './member-balance';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the first page's data, asked for beside its code", () => {
  test('the first query function call takes the early answer; the next one asks again', async () => {
    let asked = 0;
    const fetch = async () => `answer-${++asked}`;
    startEarly(['early', 'a'], fetch);
    expect(asked).toBe(1);
    const queryFn = takingEarlyAnswer(['early', 'a'], fetch);
    expect(await queryFn({})).toBe('answer-1');
    expect(asked).toBe(1);
    expect(await queryFn({})).toBe('answer-2');
  });

  test('an early answer not taken within 10 s is left for a fresh one', async () => {
    let asked = 0;
    const fetch = async () => `answer-${++asked}`;
    startEarly(['early', 'b'], fetch, Date.now() - 10_000);
    expect(await takingEarlyAnswer(['early', 'b'], fetch)({})).toBe('answer-2');
  });

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
