import { CHANNEL_STATS_REFRESH_MS } from '@kamao/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, errorFromAnswer, readJson } from '../../../lib/api-client';
import { getAppConfig } from '../../../lib/app-config';

export const CHANNEL_STATISTICS_PATH = '/api/site/channel-statistics';

const channelStatisticsAnswerSchema = z.object({
  msg: z.object({
    channelUrl: z.url({ protocol: /^https?$/ }),
    subscribers: z.number(),
    views: z.number(),
    videos: z.number(),
  }),
});
export type ChannelStatistics = z.infer<typeof channelStatisticsAnswerSchema>['msg'];

/**
 * The channel-subscribe block's numbers (docs/product/site-and-pages.md#home-page, #third-parties).
 * The server asks the video platform with its own key and caches for 60 s, so the key never reaches
 * the browser; the client refreshes every 60 s. 404 while no channel is configured.
 */
export function channelStatisticsQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'channelStatistics'] as const,
    queryFn: async ({ signal }): Promise<ChannelStatistics> => {
      const response = await fetch(CHANNEL_STATISTICS_PATH, { signal });
      const answer = await readJson(response);
      if (!response.ok) throw errorFromAnswer(response.status, answer);
      const checked = channelStatisticsAnswerSchema.safeParse(answer);
      if (!checked.success) throw new ApiError(response.status, undefined);
      return checked.data.msg;
    },
    refetchInterval: CHANNEL_STATS_REFRESH_MS,
    enabled: getAppConfig().channelConfigured,
    // Not configured, or the platform is unreachable: the block hides, nothing to tell.
    meta: { silentErrors: true },
  });
}

export function useChannelStatistics() {
  return useQuery(channelStatisticsQueryOptions());
}
