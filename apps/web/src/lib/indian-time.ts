import { currentLocale } from './texts';

const DATE_PARTS = { day: '2-digit', month: 'short', year: 'numeric' } as const;

/** A calendar day with no time ('2026-11-25'): already India's day, so it is not shifted. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

type FormatKind = 'moment' | 'day' | 'calendarDay';

function optionsOf(kind: FormatKind, locale: string): Intl.DateTimeFormatOptions {
  if (kind === 'calendarDay') return { timeZone: 'UTC', ...DATE_PARTS };
  if (kind === 'day') return { timeZone: 'Asia/Kolkata', ...DATE_PARTS };
  // Hindi reads a 24-hour clock ('21:39'); its 12-hour form keeps the Latin 'am'/'pm'.
  return {
    timeZone: 'Asia/Kolkata',
    ...DATE_PARTS,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: locale === 'hi-IN' ? 'h23' : 'h12',
  };
}

// Building a DateTimeFormat is costly; tables format hundreds of cells.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(kind: FormatKind): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${locale}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, optionsOf(kind, locale));
    formats.set(key, format);
  }
  return format;
}

/**
 * A moment as members in India read it ('22 Nov 2026, 10:15 pm'; in Hindi '22 नव॰ 2026,
 * 22:15'), Asia/Kolkata whatever the phone's zone: payment proofs, withdrawals, conversions,
 * claims, announcements. Text that is not a time is shown as it is.
 */
export function formatIndianTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatOf('moment').format(date);
}

/**
 * The day alone, the same way ('25 Nov 2026'; issue 13): a calendar day ('2026-11-25') as it
 * is, a moment as its day in Asia/Kolkata. Text that is not a date is shown as it is.
 */
export function formatIndianDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatOf(CALENDAR_DAY.test(iso) ? 'calendarDay' : 'day').format(date);
}
