import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { announcements, faqs, homepageSections, siteTexts } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { noteAudit, useAdminScope } from './admin-scope.ts';
import {
  SITE_TEXT_KEYS,
  adminAnnouncementSchema,
  adminFaqSchema,
  adminHomepageSectionSchema,
  adminSiteTextSchema,
} from '@kamao/contract/api-admin';

// Operator HTML is stored as written and sanitised by the client before every render
// (DESIGN.md "HTML from the server"); the schemas are the console's own (contract).
const idParams = z.object({ id: z.string().min(1).max(64) });
const siteTextParams = z.object({ key: z.enum(SITE_TEXT_KEYS) });
const faqBody = adminFaqSchema;
const sectionBody = adminHomepageSectionSchema;
const announcementBody = adminAnnouncementSchema;
const siteTextBody = adminSiteTextSchema;

/** The operator's side of the public content (issue 3): FAQ, homepage, announcements, texts. */
export const adminContentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);

  app.get('/api/admin/faqs', async () => ({
    faqs: await db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.createdAt)),
  }));
  app.post('/api/admin/faqs', { schema: { body: faqBody } }, async (request) => {
    const [faq] = await db
      .insert(faqs)
      .values({ id: newId(), ...request.body })
      .returning();
    noteAudit(request, { target: faq?.id });
    return { faq };
  });
  app.patch(
    '/api/admin/faqs/:id',
    { schema: { params: idParams, body: faqBody } },
    async (request) => {
      const [faq] = await db
        .update(faqs)
        .set(request.body)
        .where(eq(faqs.id, request.params.id))
        .returning();
      if (!faq) throw notFound('No such FAQ entry');
      return { faq };
    },
  );
  app.delete('/api/admin/faqs/:id', { schema: { params: idParams } }, async (request) => {
    const removed = await db
      .delete(faqs)
      .where(eq(faqs.id, request.params.id))
      .returning({ id: faqs.id });
    if (removed.length === 0) throw notFound('No such FAQ entry');
    return { ok: true };
  });

  app.get('/api/admin/homepage-sections', async () => ({
    sections: await db
      .select()
      .from(homepageSections)
      .orderBy(asc(homepageSections.position), asc(homepageSections.createdAt)),
  }));
  app.post('/api/admin/homepage-sections', { schema: { body: sectionBody } }, async (request) => {
    const [section] = await db
      .insert(homepageSections)
      .values({ id: newId(), ...request.body })
      .returning();
    noteAudit(request, { target: section?.id });
    return { section };
  });
  app.patch(
    '/api/admin/homepage-sections/:id',
    { schema: { params: idParams, body: sectionBody } },
    async (request) => {
      const [section] = await db
        .update(homepageSections)
        .set(request.body)
        .where(eq(homepageSections.id, request.params.id))
        .returning();
      if (!section) throw notFound('No such homepage section');
      return { section };
    },
  );
  app.delete(
    '/api/admin/homepage-sections/:id',
    { schema: { params: idParams } },
    async (request) => {
      const removed = await db
        .delete(homepageSections)
        .where(eq(homepageSections.id, request.params.id))
        .returning({ id: homepageSections.id });
      if (removed.length === 0) throw notFound('No such homepage section');
      return { ok: true };
    },
  );

  app.get('/api/admin/announcements', async () => ({
    announcements: await db.select().from(announcements).orderBy(desc(announcements.createdAt)),
  }));
  app.post('/api/admin/announcements', { schema: { body: announcementBody } }, async (request) => {
    const [announcement] = await db
      .insert(announcements)
      .values({ id: newId(), ...request.body })
      .returning();
    noteAudit(request, { target: announcement?.id });
    return { announcement };
  });
  app.delete('/api/admin/announcements/:id', { schema: { params: idParams } }, async (request) => {
    const removed = await db
      .delete(announcements)
      .where(eq(announcements.id, request.params.id))
      .returning({ id: announcements.id });
    if (removed.length === 0) throw notFound('No such announcement');
    return { ok: true };
  });

  app.get('/api/admin/site-texts', async () => {
    const rows = await db.select().from(siteTexts);
    return {
      texts: SITE_TEXT_KEYS.map((key) => {
        const row = rows.find((r) => r.key === key);
        return { key, html: row?.html ?? '', updatedAt: row?.updatedAt ?? null };
      }),
    };
  });
  app.put(
    '/api/admin/site-texts/:key',
    { schema: { params: siteTextParams, body: siteTextBody } },
    async (request) => {
      const { key } = request.params;
      const { html: text } = request.body;
      await db
        .insert(siteTexts)
        .values({ key, html: text })
        .onConflictDoUpdate({ target: siteTexts.key, set: { html: text, updatedAt: sql`now()` } });
      return { key, html: text };
    },
  );
};
