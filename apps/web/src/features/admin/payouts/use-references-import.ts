import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client';
import { confirmDialog, toastError } from '../../../lib/toast';
import { GENERAL_ERROR } from '../form-kit';
import { toastOutcome, type BulkOutcome } from './bulk-outcome';
import { readReferencesCsv } from './references-csv';

/** What an import came to, shown above the queue until the operator closes it. */
export interface ImportReport {
  fileName: string;
  outcome: BulkOutcome;
  /** Rows without a reference, left pending. */
  blank: number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Importing a CSV of payment references (the pending export, paid in the bank's bulk tool and
 * filled in): the rows with a reference are approved through the bulk approval, and the report
 * says which were not and why.
 */
export function useReferencesImport(
  approveAll: (ids: string[], references: Record<string, string>) => Promise<BulkOutcome>,
  onOutcome: (outcome: BulkOutcome) => void,
) {
  const [report, setReport] = useState<ImportReport | null>(null);
  const [importing, setImporting] = useState(false);

  const importFile = async (file: File) => {
    const read = readReferencesCsv(await file.text());
    if ('error' in read) return void toastError(read.error, { long: true });
    const ids = Object.keys(read.references);
    const unfit = Object.keys(read.problems).length;
    if (ids.length === 0) {
      return void toastError(
        `No row of ${file.name} has a payment reference to approve${unfit > 0 ? ` (${plural(unfit, 'row')} with one that does not fit)` : ''}.`,
        { long: true },
      );
    }
    const sure = await confirmDialog({
      title: `Approve ${plural(ids.length, 'withdrawal')} from ${file.name}?`,
      text: [
        'Each is marked as paid with the reference in the file.',
        read.blank > 0 &&
          `${plural(read.blank, 'row')} without a reference ${read.blank === 1 ? 'stays' : 'stay'} pending.`,
        unfit > 0 &&
          `${plural(unfit, 'row')} whose reference does not fit ${unfit === 1 ? 'is' : 'are'} left out.`,
      ]
        .filter(Boolean)
        .join(' '),
      confirmText: 'Approve',
      cancelText: 'Cancel',
      icon: 'warning',
    });
    if (!sure) return;
    setImporting(true);
    try {
      const answered = await approveAll(ids, read.references);
      const outcome = { done: answered.done, refused: { ...read.problems, ...answered.refused } };
      onOutcome(outcome);
      setReport({ fileName: file.name, outcome, blank: read.blank });
      await toastOutcome(outcome, 'approved');
    } catch (error) {
      await toastError(errorMessageOf(error, GENERAL_ERROR));
    } finally {
      setImporting(false);
    }
  };

  return { importFile, importing, report, closeReport: () => setReport(null) };
}
