import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

export type { DashboardData } from '@kamao/contract/api-dashboard';

/**
 * GET /userRoute/userDataGet_dashboard: month records (newest first), daily rows (newest
 * first) and announcements (spec part 1 §3 "Dashboard data", §7).
 */
export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'dashboard'] as const,
    queryFn: async ({ signal }) => (await apiRequest('dashboard', { signal })).msg,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
