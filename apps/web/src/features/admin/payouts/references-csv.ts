import { parseCsv } from './csv-text';
import { paymentReferenceProblem } from './payment-reference-rules';

/** What an imported file of payment references holds, by withdrawal id. */
export interface ReferencesFile {
  references: Record<string, string>;
  /** Rows whose reference does not fit (wrong shape, or the withdrawal listed twice): id → why. */
  problems: Record<string, string>;
  /** Rows without a reference yet: those payouts are not made, and stay pending. */
  blank: number;
}

// The pending export's columns (withdrawal_id, order_number, payment_reference), and the names a
// bank's or an operator's own sheet may use for them.
const ID_COLUMNS = ['withdrawal_id', 'id', 'order_number'];
const REFERENCE_COLUMNS = ['payment_reference', 'reference', 'utr'];

const columnName = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * A cell as typed: the export writes a quote mark before a cell that a spreadsheet would run as a
 * formula, and spreadsheets keep it as their own "text" mark; it is not part of the value.
 */
const cellValue = (cell: string | undefined) => (cell ?? '').trim().replace(/^'(?=[=+\-@])/, '');

export const REFERENCES_FILE_ERRORS = {
  columns:
    'The file needs a withdrawal_id (or order_number) column and a payment_reference column, as the pending export has them.',
} as const;

/**
 * Reads a CSV of payment references: the pending export with its payment_reference column filled
 * in, or any sheet with those two columns. An order number is the withdrawal id in capitals.
 */
export function readReferencesCsv(text: string): ReferencesFile | { error: string } {
  const [header = [], ...rows] = parseCsv(text);
  const names = header.map(columnName);
  const idColumn = ID_COLUMNS.map((name) => names.indexOf(name)).find((index) => index >= 0);
  const referenceColumn = REFERENCE_COLUMNS.map((name) => names.indexOf(name)).find(
    (index) => index >= 0,
  );
  if (idColumn === undefined || referenceColumn === undefined) {
    return { error: REFERENCES_FILE_ERRORS.columns };
  }
  const file: ReferencesFile = { references: {}, problems: {}, blank: 0 };
  for (const row of rows) {
    const id = cellValue(row[idColumn]).toLowerCase();
    const reference = cellValue(row[referenceColumn]);
    if (!id) continue;
    if (!reference) {
      file.blank += 1;
      continue;
    }
    if (id in file.references || id in file.problems) {
      delete file.references[id];
      file.problems[id] = 'This withdrawal is in the file twice.';
      continue;
    }
    const problem = paymentReferenceProblem(reference, false);
    if (problem) file.problems[id] = problem;
    else file.references[id] = reference;
  }
  return file;
}
