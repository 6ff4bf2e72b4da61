export const YOUTUBE_API_BASE = 'https://www.googleapis.com/youtube/v3';
const CACHE_MS = 60_000; // channel statistics refresh every 60 s (docs/product/common.md#numbers)

export interface ChannelStatistics {
  channelUrl: string;
  subscribers: number;
  views: number;
  videos: number;
}

/**
 * The channel-subscribe block's numbers, fetched with the server's own key and cached, so the key
 * never reaches a browser and a busy home page costs one API call a minute. A failed fetch keeps
 * the last good numbers.
 */
export function createChannelStatistics(options: {
  apiKey: string;
  channelId: string;
  apiBase?: string;
  fetchImpl?: typeof fetch;
}) {
  const fetchImpl = options.fetchImpl ?? fetch;
  let cached: { at: number; value: ChannelStatistics } | undefined;
  return async function channelStatistics(): Promise<ChannelStatistics | undefined> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const url = new URL(`${options.apiBase ?? YOUTUBE_API_BASE}/channels`);
    url.search = new URLSearchParams({
      part: 'statistics',
      id: options.channelId,
      key: options.apiKey,
    }).toString();
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(5_000) });
      if (!res.ok) return cached?.value;
      const body = (await res.json()) as {
        items?: {
          statistics?: { subscriberCount?: string; viewCount?: string; videoCount?: string };
        }[];
      };
      const stats = body.items?.[0]?.statistics;
      if (!stats) return cached?.value;
      const value = {
        channelUrl: `https://www.youtube.com/channel/${options.channelId}?sub_confirmation=1`,
        subscribers: Number(stats.subscriberCount ?? 0),
        views: Number(stats.viewCount ?? 0),
        videos: Number(stats.videoCount ?? 0),
      };
      cached = { at: Date.now(), value };
      return value;
    } catch {
      return cached?.value;
    }
  };
}
