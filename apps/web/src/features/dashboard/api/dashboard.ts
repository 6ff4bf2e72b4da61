import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { startEarly, takingEarlyAnswer } from '../../../lib/early-answers';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

export type { DashboardData } from '@kamao/contract/api-dashboard';

/**
 * GET /userRoute/userDataGet_dashboard: month records (newest first), daily rows (newest
 * first) and announcements (docs/product/dashboard.md#calls-and-fields).
 */
const DASHBOARD_KEY = [MEMBER_QUERY_ROOT, 'dashboard'] as const;
const fetchDashboard = async (signal?: AbortSignal) =>
  (await apiRequest('dashboard', { signal })).msg;

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: DASHBOARD_KEY,
    queryFn: takingEarlyAnswer(DASHBOARD_KEY, fetchDashboard),
  });
}

/** Asks for the dashboard's data while its code loads (lib/early-answers.ts). */
export const startDashboardEarly = () => startEarly(DASHBOARD_KEY, fetchDashboard);

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
