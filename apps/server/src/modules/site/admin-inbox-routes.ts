import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  inboxAdminRoutes,
  type AdminContactMessage,
  type AdminMail,
} from '@kamao/contract/admin/inbox';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { audited, useAdminScope } from '../admin/index.ts';
import {
  INBOX_PAGE_SIZE,
  listContactMessages,
  listOutbox,
  markContactMessageHandled,
  type ContactMessageRow,
  type MailRow,
} from './admin-inbox.ts';

const { contactMessageList, contactMessageHandled, outboxList } = inboxAdminRoutes;

const presentMessage = (m: ContactMessageRow): AdminContactMessage => ({
  ...m,
  handledAt: m.handledAt?.toISOString() ?? null,
  createdAt: m.createdAt.toISOString(),
});
const presentMail = (m: MailRow): AdminMail => ({
  ...m,
  // bigint ids are not JSON; the console only needs them as text.
  id: String(m.id),
  sentAt: m.sentAt?.toISOString() ?? null,
  createdAt: m.createdAt.toISOString(),
});

/** What members wrote through the contact form, and the mail the site sent (or kept). */
export const adminInboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);

  app.get(contactMessageList.path, { schema: schemaOf(contactMessageList) }, async (request) => {
    const { messages, total } = await listContactMessages(db, {
      page: request.query.page,
      onlyOpen: request.query.open === 'true',
    });
    return { messages: messages.map(presentMessage), total, pageSize: INBOX_PAGE_SIZE };
  });

  app.post(
    contactMessageHandled.path,
    { ...audited('contact_message.handled'), schema: schemaOf(contactMessageHandled) },
    async (request) => ({
      message: presentMessage(await markContactMessageHandled(db, request.params.id)),
    }),
  );

  app.get(outboxList.path, { schema: schemaOf(outboxList) }, async (request) => ({
    mails: (await listOutbox(db, request.query.page)).map(presentMail),
    pageSize: INBOX_PAGE_SIZE,
  }));
};
