import { buttons } from '../buttons';
import type { ImportReport } from './use-references-import';

/** What an import of references came to: how many were approved, and each that was not, why. */
export function ImportReportPanel({
  report,
  onClose,
}: {
  report: ImportReport;
  onClose: () => void;
}) {
  const refused = Object.entries(report.outcome.refused);
  return (
    <section
      aria-label="Import report"
      className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="font-semibold text-slate-900 wrap-anywhere">
          {report.fileName}: {report.outcome.done.length} approved
          {refused.length > 0 ? `, ${refused.length} not approved` : ''}
          {report.blank > 0 ? `, ${report.blank} without a reference left pending` : ''}.
        </p>
        <button type="button" className={buttons.secondary} onClick={onClose}>
          Close
        </button>
      </div>
      {refused.length > 0 && (
        <ul aria-label="Not approved" className="grid gap-1">
          {refused.map(([id, reason]) => (
            <li key={id} className="text-rose-800 wrap-anywhere">
              <span className="font-mono">#{id.toUpperCase()}</span>: {reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
