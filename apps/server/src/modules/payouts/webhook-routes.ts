import type { FastifyPluginAsync } from 'fastify';
import { webhookPath } from './admin-routes.ts';
import type { PayoutEngine } from './payout-engine.ts';
import { receiveWebhook, type WebhookProvider } from './receive-webhook.ts';

const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * POST /webhooks/razorpayx and /webhooks/cashfree (ours, for the providers' servers). The
 * signature is over the body exactly as sent, so this plugin alone takes JSON (and anything
 * else) as raw bytes rather than parsed; no session and no cookie is read.
 */
export const payoutWebhookRoutes: FastifyPluginAsync<{ engine: PayoutEngine }> = async (
  app,
  { engine },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  for (const provider of ['razorpayx', 'cashfree'] as const satisfies WebhookProvider[]) {
    app.post(webhookPath(provider), async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await receiveWebhook(engine, provider, raw, request.headers);
      return reply.code(answer.status).send(answer.body);
    });
  }
};
