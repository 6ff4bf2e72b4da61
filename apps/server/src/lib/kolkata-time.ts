/** India has no daylight saving: Asia/Kolkata is always UTC+05:30. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** 'YYYY-MM-DD' of the Indian calendar day containing the instant. */
export function kolkataDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an Indian calendar day starts, e.g. 2026-11-22 → 2026-11-21T18:30:00Z. */
export function kolkataDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS);
}

/** 'YYYY-MM-DD HH:MM:SS' in India, as an operator's spreadsheet reads an export. */
export function kolkataDateTime(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
