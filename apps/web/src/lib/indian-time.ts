const FORMAT = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * A moment as members in India read it ('22 Nov 2026, 10:15 pm', Asia/Kolkata whatever the
 * phone's zone): payment proofs, withdrawals, conversions, claims, announcements. Text that is
 * not a time is shown as it is.
 */
export function formatIndianTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : FORMAT.format(date);
}
