import { useRef } from 'react';
import { buttons } from '../buttons';

/**
 * The queue's CSV files: the approved payouts for the records, the pending ones to pay in the
 * bank's bulk tool, and the import of that file with its references filled in.
 */
export function CsvActions({
  approvedHref,
  pendingHref,
  importing,
  onImport,
}: {
  approvedHref: string;
  pendingHref: string;
  importing: boolean;
  onImport: (file: File) => Promise<void>;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a className={buttons.secondary} href={pendingHref} download>
        Download pending payouts (CSV)
      </a>
      <button
        type="button"
        className={buttons.secondary}
        disabled={importing}
        onClick={() => input.current?.click()}
      >
        {importing ? 'Importing…' : 'Import references (CSV)'}
      </button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label="CSV of payment references"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied at once, so choosing the same file again imports it again.
          event.target.value = '';
          if (file) void onImport(file);
        }}
      />
      <a className={buttons.secondary} href={approvedHref} download>
        Download approved payouts (CSV)
      </a>
    </div>
  );
}
