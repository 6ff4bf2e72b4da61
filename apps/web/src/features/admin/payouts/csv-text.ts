/**
 * Reads CSV text (RFC 4180: a quoted cell may hold commas, line breaks and "" for a quote; CRLF or
 * LF line ends) into rows of cells, blank rows left out. Spreadsheets in locales with a decimal
 * comma save with `;` between cells: a header row with `;` and no `,` is read that way. A leading
 * byte-order mark (how Excel saves UTF-8) is dropped.
 */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const headerLine = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (row.some((value) => value.trim() !== '')) rows.push(row);
    row = [];
  };
  for (let at = 0; at < body.length; at += 1) {
    const char = body[at];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (body[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else quoted = false;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === delimiter) endCell();
    else if (char === '\n') endRow();
    else if (char === '\r') {
      if (body[at + 1] === '\n') at += 1;
      endRow();
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
