import { MONTH_NAMES } from '@kamao/contract/api-dashboard';
import { currentLocale } from './texts';

/**
 * Dates and times as members in India read them, Asia/Kolkata whatever the phone's zone.
 *
 * Written out here rather than through Intl.DateTimeFormat: India keeps one offset all year
 * (UTC+05:30, no daylight saving), and a phone's first DateTimeFormat for a zone and a locale
 * loads their data, about 100 ms of a cheap phone's main thread on the first page with a date
 * (so it is built in). The words are those of ICU's en-IN and hi-IN months (indian-time.test.ts
 * checks them against Intl), so every phone shows the same whatever its ICU.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

const SHORT_MONTHS = {
  'en-IN': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  'hi-IN': ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
} as const;

const LONG_MONTHS = {
  // The server's month names are English's ('November 2026').
  'en-IN': MONTH_NAMES,
  'hi-IN': [
    'जनवरी',
    'फ़रवरी',
    'मार्च',
    'अप्रैल',
    'मई',
    'जून',
    'जुलाई',
    'अगस्त',
    'सितंबर',
    'अक्टूबर',
    'नवंबर',
    'दिसंबर',
  ],
} as const;

/** A calendar day with no time ('2026-11-25'): already India's day, so it is not shifted. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '25 Nov 2026' from a Date whose UTC fields hold the wanted day. */
function dayOf(fields: Date, locale: keyof typeof SHORT_MONTHS): string {
  const month = SHORT_MONTHS[locale][fields.getUTCMonth()]!;
  return `${twoDigits(fields.getUTCDate())} ${month} ${fields.getUTCFullYear()}`;
}

/** India's wall clock, in the UTC fields of a Date. */
const inIndia = (date: Date) => new Date(date.getTime() + INDIA_OFFSET_MS);

/**
 * A moment as members in India read it ('22 Nov 2026, 10:15 pm'; in Hindi '22 नव॰ 2026,
 * 22:15': Hindi reads a 24-hour clock, whose 12-hour form keeps a Latin 'am'/'pm'): payment
 * proofs, withdrawals, conversions, claims, announcements. Text that is not a time is shown
 * as it is.
 */
export function formatIndianTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = currentLocale();
  const india = inIndia(date);
  const hours = india.getUTCHours();
  const minutes = twoDigits(india.getUTCMinutes());
  const clock =
    locale === 'hi-IN'
      ? `${twoDigits(hours)}:${minutes}`
      : `${twoDigits(hours % 12 || 12)}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
  return `${dayOf(india, locale)}, ${clock}`;
}

/**
 * The day alone, the same way ('25 Nov 2026'): a calendar day ('2026-11-25') as it
 * is, a moment as its day in Asia/Kolkata. Text that is not a date is shown as it is.
 */
export function formatIndianDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dayOf(CALENDAR_DAY.test(iso) ? date : inIndia(date), currentLocale());
}

/** A month of the calendar ('November 2026', 'नवंबर 2026'); `month` counts from 0. */
export function monthAndYear(year: number, month: number): string {
  return `${LONG_MONTHS[currentLocale()][month]} ${year}`;
}

/** A day of a month without its year ('5 Nov', '5 नव॰'); `month` counts from 0. */
export function dayAndMonth(day: number, month: number): string {
  return `${day} ${SHORT_MONTHS[currentLocale()][month]}`;
}
