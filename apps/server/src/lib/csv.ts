/**
 * RFC 4180 CSV for exports an operator opens in a spreadsheet. Member-typed text (account
 * information, names) could start with `=`, `+`, `-` or `@` and run as a formula there (CSV
 * injection), so such a cell is prefixed with a quote mark, the spreadsheets' own escape.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  // `;` too: spreadsheets in locales with a decimal comma split columns on it.
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and data rows as one CSV text, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) =>
    row.map((cell) => csvCell(cell as string | number | null | undefined)).join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}
