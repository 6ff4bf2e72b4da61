const DATE_PARTS = { day: '2-digit', month: 'short', year: 'numeric' } as const;

const FORMAT = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  ...DATE_PARTS,
  hour: '2-digit',
  minute: '2-digit',
});

const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', ...DATE_PARTS });

/** A calendar day with no time ('2026-11-25'): already India's day, so it is not shifted. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CALENDAR_DAY_FORMAT = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', ...DATE_PARTS });

/**
 * A moment as members in India read it ('22 Nov 2026, 10:15 pm', Asia/Kolkata whatever the
 * phone's zone): payment proofs, withdrawals, conversions, claims, announcements. Text that is
 * not a time is shown as it is.
 */
export function formatIndianTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : FORMAT.format(date);
}

/**
 * The day alone, the same way ('25 Nov 2026'; issue 13): a calendar day ('2026-11-25') as it
 * is, a moment as its day in Asia/Kolkata. Text that is not a date is shown as it is.
 */
export function formatIndianDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (CALENDAR_DAY.test(iso) ? CALENDAR_DAY_FORMAT : DATE_FORMAT).format(date);
}
