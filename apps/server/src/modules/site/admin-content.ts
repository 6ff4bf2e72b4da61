import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SITE_TEXT_KEYS,
  type SiteTextKey,
  type adminAnnouncementBodySchema,
  type adminFaqBodySchema,
  type adminHomepageSectionBodySchema,
} from '@kamao/contract/admin/content';
import type { DbOrTx } from '../../db/client.ts';
import { announcements, faqs, homepageSections, siteTexts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { cleanOperatorHtml, cleanOptionalOperatorHtml } from '../../lib/operator-html.ts';
import { newId } from '../../lib/ids.ts';
import { invalidateCache } from '../../shared-state/invalidated-cache.ts';

/*
 * The operator's writes to the public content (docs/product/operator-console.md#tabs) and the lists
 * the console edits. The member pages read the same tables through site-content.ts. Operator HTML,
 * English and Hindi alike, is cleaned when saved (lib/operator-html.ts), so a page may paint it
 * from the server's first answer; the client still sanitises it before every render
 * (docs/design.md#the-stack-and-why), whichever language the member reads.
 */

const cleanFaq = (input: FaqInput): FaqInput => ({
  ...input,
  answerHtml: cleanOperatorHtml(input.answerHtml),
  answerHtmlHi: cleanOptionalOperatorHtml(input.answerHtmlHi),
});
/** A homepage section's or an announcement's message, cleaned. */
const cleanMessage = <T extends { messageHtml: string; messageHtmlHi?: string | null }>(
  input: T,
): T => ({
  ...input,
  messageHtml: cleanOperatorHtml(input.messageHtml),
  messageHtmlHi: cleanOptionalOperatorHtml(input.messageHtmlHi),
});

export type FaqRow = typeof faqs.$inferSelect;
export type HomepageSectionRow = typeof homepageSections.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;
export type FaqInput = z.output<typeof adminFaqBodySchema>;
export type HomepageSectionInput = z.output<typeof adminHomepageSectionBodySchema>;
export type AnnouncementInput = z.output<typeof adminAnnouncementBodySchema>;

export const CONTENT_ERRORS = {
  faq: 'No such FAQ entry',
  homepageSection: 'No such homepage section',
  announcement: 'No such announcement',
} as const;

/** The FAQ in the order the home page shows it. */
export async function listFaqRows(db: DbOrTx): Promise<FaqRow[]> {
  return db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.createdAt));
}

export async function createFaq(db: DbOrTx, input: FaqInput): Promise<FaqRow> {
  const [faq] = await db
    .insert(faqs)
    .values({ id: newId(), ...cleanFaq(input) })
    .returning();
  return faq!;
}

export async function updateFaq(db: DbOrTx, id: string, input: FaqInput): Promise<FaqRow> {
  const [faq] = await db.update(faqs).set(cleanFaq(input)).where(eq(faqs.id, id)).returning();
  if (!faq) throw notFound(CONTENT_ERRORS.faq);
  return faq;
}

export async function removeFaq(db: DbOrTx, id: string): Promise<void> {
  const removed = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  if (removed.length === 0) throw notFound(CONTENT_ERRORS.faq);
}

/** The homepage sections in the order the home page shows them. */
export async function listHomepageSectionRows(db: DbOrTx): Promise<HomepageSectionRow[]> {
  return db
    .select()
    .from(homepageSections)
    .orderBy(asc(homepageSections.position), asc(homepageSections.createdAt));
}

export async function createHomepageSection(
  db: DbOrTx,
  input: HomepageSectionInput,
): Promise<HomepageSectionRow> {
  const [section] = await db
    .insert(homepageSections)
    .values({ id: newId(), ...cleanMessage(input) })
    .returning();
  return section!;
}

export async function updateHomepageSection(
  db: DbOrTx,
  id: string,
  input: HomepageSectionInput,
): Promise<HomepageSectionRow> {
  const [section] = await db
    .update(homepageSections)
    .set(cleanMessage(input))
    .where(eq(homepageSections.id, id))
    .returning();
  if (!section) throw notFound(CONTENT_ERRORS.homepageSection);
  return section;
}

export async function removeHomepageSection(db: DbOrTx, id: string): Promise<void> {
  const removed = await db
    .delete(homepageSections)
    .where(eq(homepageSections.id, id))
    .returning({ id: homepageSections.id });
  if (removed.length === 0) throw notFound(CONTENT_ERRORS.homepageSection);
}

/**
 * What a copy of the announcements is known by (shared-state/invalidated-cache.ts): the
 * dashboard's painted first screen lists them (modules/dashboard/painted-announcements.ts).
 */
export const ANNOUNCEMENTS_CACHE = 'announcements';

/** Newest first, as the member dashboard shows them. */
export async function listAnnouncementRows(db: DbOrTx): Promise<AnnouncementRow[]> {
  return db.select().from(announcements).orderBy(desc(announcements.createdAt));
}

export async function createAnnouncement(
  db: DbOrTx,
  input: AnnouncementInput,
): Promise<AnnouncementRow> {
  const [announcement] = await db
    .insert(announcements)
    .values({ id: newId(), ...cleanMessage(input) })
    .returning();
  await invalidateCache(db, ANNOUNCEMENTS_CACHE);
  return announcement!;
}

export async function removeAnnouncement(db: DbOrTx, id: string): Promise<void> {
  const removed = await db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  if (removed.length === 0) throw notFound(CONTENT_ERRORS.announcement);
  await invalidateCache(db, ANNOUNCEMENTS_CACHE);
}

export interface SiteTextEntry {
  key: SiteTextKey;
  /** '' for a text never written. */
  html: string;
  htmlHi: string | null;
  updatedAt: Date | null;
}

/** Every site text in the order of SITE_TEXT_KEYS, written or not. */
export async function listSiteTexts(db: DbOrTx): Promise<SiteTextEntry[]> {
  const rows = await db.select().from(siteTexts);
  return SITE_TEXT_KEYS.map((key) => {
    const row = rows.find((r) => r.key === key);
    return {
      key,
      html: row?.html ?? '',
      htmlHi: row?.htmlHi ?? null,
      updatedAt: row?.updatedAt ?? null,
    };
  });
}

/** Saves the English and, when sent, the Hindi version (left out keeps the stored one). */
export async function saveSiteText(
  db: DbOrTx,
  key: SiteTextKey,
  text: { html: string; htmlHi?: string | null },
): Promise<{ html: string; htmlHi: string | null }> {
  const clean = {
    html: cleanOperatorHtml(text.html),
    ...(text.htmlHi !== undefined && { htmlHi: cleanOptionalOperatorHtml(text.htmlHi) }),
  };
  const [saved] = await db
    .insert(siteTexts)
    .values({ key, ...clean })
    .onConflictDoUpdate({ target: siteTexts.key, set: { ...clean, updatedAt: sql`now()` } })
    .returning({ html: siteTexts.html, htmlHi: siteTexts.htmlHi });
  return saved!;
}
