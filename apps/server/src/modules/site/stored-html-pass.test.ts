import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, faqs, siteTexts } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { readSetting } from '../settings/index.ts';
import { createAnnouncement, saveSiteText } from './admin-content.ts';
import { OPERATOR_HTML_CLEANING_VERSION, cleanStoredOperatorHtml } from './stored-html-pass.ts';

const DIRTY = '<p onclick="steal()">Read this<script>steal()</script></p>';
const CLEAN = '<p>Read this</p>';

describe('operator HTML in the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is cleaned when saved', async () => {
    const saved = await createAnnouncement(database.db, {
      messageHtml: DIRTY,
      messageHtmlHi: DIRTY,
    });
    expect(saved).toMatchObject({ messageHtml: CLEAN, messageHtmlHi: CLEAN });
    expect(await saveSiteText(database.db, 'terms_of_use', { html: DIRTY })).toEqual({
      html: CLEAN,
      htmlHi: null,
    });
  });

  it('stored before that, is cleaned once by the first process after the upgrade', async () => {
    // Written as an older version stored it: straight, uncleaned.
    const faq = newId();
    await database.db.insert(faqs).values({
      id: faq,
      question: 'Q',
      answerHtml: DIRTY,
      answerHtmlHi: null,
    });
    const announcement = newId();
    await database.db.insert(announcements).values({ id: announcement, messageHtml: DIRTY });
    await database.db
      .insert(siteTexts)
      .values({ key: 'privacy_policy', html: CLEAN, htmlHi: DIRTY });

    // Two processes starting together: one cleans, the other finds it done.
    const changed = await Promise.all([
      cleanStoredOperatorHtml(database.db),
      cleanStoredOperatorHtml(database.db),
    ]);
    expect(changed.sort()).toEqual([0, 3]);
    const [storedFaq] = await database.db.select().from(faqs).where(eq(faqs.id, faq));
    expect(storedFaq).toMatchObject({ answerHtml: CLEAN, answerHtmlHi: null });
    const [storedText] = await database.db
      .select()
      .from(siteTexts)
      .where(eq(siteTexts.key, 'privacy_policy'));
    expect(storedText).toMatchObject({ html: CLEAN, htmlHi: CLEAN });
    expect(await readSetting(database.db, 'operator_html_cleaned')).toBe(
      OPERATOR_HTML_CLEANING_VERSION,
    );
  });
});
