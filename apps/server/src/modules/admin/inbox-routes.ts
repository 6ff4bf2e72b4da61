import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contactMessages, mailOutbox } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { useAdminScope } from './admin-scope.ts';
import { adminMemberRoutes } from './member-routes.ts';

const page = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  open: z.enum(['true', 'false']).optional(),
});
const PAGE_SIZE = 25;

/** What members wrote through the contact form, and the mail the site sent (or kept). */
export const adminInboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);
  // Members and the audit log live beside the inbox (app.ts registers this plugin).
  await app.register(adminMemberRoutes, { db });

  app.get('/api/admin/contact-messages', { schema: { querystring: page } }, async (request) => {
    const where = request.query.open === 'true' ? isNull(contactMessages.handledAt) : undefined;
    const [messages, [total]] = await Promise.all([
      db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt))
        .limit(PAGE_SIZE)
        .offset((request.query.page - 1) * PAGE_SIZE),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(contactMessages)
        .where(where),
    ]);
    return { messages, total: total?.n ?? 0, pageSize: PAGE_SIZE };
  });

  app.post(
    '/api/admin/contact-messages/:id/handled',
    { schema: { params: z.object({ id: z.string().min(1).max(64) }) } },
    async (request) => {
      const [message] = await db
        .update(contactMessages)
        .set({ handledAt: sql`coalesce(${contactMessages.handledAt}, now())` })
        .where(and(eq(contactMessages.id, request.params.id)))
        .returning();
      if (!message) throw notFound('No such message');
      return { message };
    },
  );

  app.get('/api/admin/outbox', { schema: { querystring: page } }, async (request) => {
    const rows = await db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(PAGE_SIZE)
      .offset((request.query.page - 1) * PAGE_SIZE);
    // bigint ids are not JSON; the console only needs them as text.
    return { mails: rows.map((m) => ({ ...m, id: String(m.id) })), pageSize: PAGE_SIZE };
  });
};
