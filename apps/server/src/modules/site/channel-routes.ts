import type { FastifyPluginAsync } from 'fastify';
import type { ChannelStatistics } from '../../integrations/youtube/channel-statistics.ts';

/**
 * The home page's channel-subscribe block (docs/product/site-and-pages.md#home-page). 404 while no
 * channel is configured, and the block stays hidden.
 */
export const channelRoutes: FastifyPluginAsync<{
  channelStatistics: (() => Promise<ChannelStatistics | undefined>) | undefined;
}> = async (app, { channelStatistics }) => {
  app.get('/api/site/channel-statistics', async (_request, reply) => {
    const stats = channelStatistics ? await channelStatistics() : undefined;
    if (!stats) return reply.code(404).send({ error_msg: 'No channel is configured.' });
    reply.header('cache-control', 'public, max-age=60');
    return { msg: stats };
  });
};
