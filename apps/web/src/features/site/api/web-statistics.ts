import { parseAbbreviatedNumber } from '@kamao/contract/format';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The four home page figures as numbers, ready to count up to. */
export interface WebStatistics {
  users: number;
  completedTasks: number;
  visitorsLast30Days: number;
  totalWithdrawn: number;
}

/**
 * GET /userRoute/userWebstatisticsGet (docs/product/site-and-pages.md#home-page): public, computed
 * by the server from real data. A figure may arrive as text with a K/M/B suffix; it is read back
 * into a number.
 */
export function webStatisticsQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'webStatistics'] as const,
    queryFn: async ({ signal }) => {
      const { msg } = await apiRequest('webStatistics', { signal });
      const read = (value: number | string) => parseAbbreviatedNumber(value) ?? 0;
      return {
        users: read(msg.users),
        completedTasks: read(msg.userCompletedTask),
        visitorsLast30Days: read(msg.visitorsLast30Days),
        totalWithdrawn: read(msg.totalWithdrawalAmount),
      } satisfies WebStatistics;
    },
    // The block simply stays hidden when the figures cannot be had.
    meta: { silentErrors: true },
  });
}

export function useWebStatistics() {
  return useQuery(webStatisticsQueryOptions());
}
