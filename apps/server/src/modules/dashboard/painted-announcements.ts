import { ANNOUNCEMENT_LIST_CLASSES as LIST } from '@kamao/contract/first-paint-slots';
import { indianTime } from '@kamao/contract/indian-time';
import { LANGUAGE_CODES, type LanguageCode } from '@kamao/contract/language';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { cleanOperatorHtml } from '../../lib/operator-html.ts';
import { operatorText } from '../site/index.ts';
import { latestAnnouncements } from './dashboard.ts';

type AnnouncementRow = Awaited<ReturnType<typeof latestAnnouncements>>[number];

/**
 * The dashboard's announcements as the web app lists them (dashboard-page.tsx, the same classes
 * and words), for the server to write into the dashboard's painted first screen: the largest
 * thing on that screen then comes with the page, not after the app's code and data. The message is
 * the operator's HTML, cleaned when it was saved and cleaned again here; the time is in India's
 * words of the page's language. Nothing when there is no announcement (the app says so itself).
 */
export function announcementListHtml(rows: readonly AnnouncementRow[], language: LanguageCode) {
  if (rows.length === 0) return '';
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const items = rows.map((row) => {
    const time = row.createdAt.toISOString();
    const message = cleanOperatorHtml(operatorText(language, row.messageHtml, row.messageHtmlHi));
    return (
      `<li class="${LIST.item}"><p class="${LIST.time}">` +
      `<time datetime="${time}">${escapeHtml(indianTime(time, locale))}</time></p>` +
      // SafeHtml's wrapper (apps/web/src/components/safe-html.tsx).
      `<div class="operator-html ${LIST.message}" translate="no">${message}</div></li>`
    );
  });
  return `<ul class="${LIST.list}">${items.join('')}</ul>`;
}

/** The painted list in each language the site speaks. */
export async function loadPaintedAnnouncements(db: Db): Promise<Record<LanguageCode, string>> {
  const rows = await latestAnnouncements(db);
  return Object.fromEntries(
    LANGUAGE_CODES.map((language) => [language, announcementListHtml(rows, language)]),
  ) as Record<LanguageCode, string>;
}
