import { SafeHtml } from '../../../components/safe-html';
import type { FaqEntry } from '../api/page-content';

/** One question of the FAQ: a button that opens and closes its answer, operator HTML sanitised. */
export function FaqItem({
  faq,
  expanded,
  onToggle,
  buttonId,
  panelId,
}: {
  faq: FaqEntry;
  expanded: boolean;
  onToggle: () => void;
  buttonId: string;
  panelId: string;
}) {
  return (
    <li className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50"
        >
          {/* The operator's question, as written (the answer's SafeHtml says the same). */}
          <span translate="no">{faq.question}</span>
          <span
            aria-hidden="true"
            className={`grid size-7 shrink-0 place-items-center rounded-full bg-emerald-50 text-lg leading-none text-emerald-700 transition-transform ${
              expanded ? 'rotate-45' : ''
            }`}
          >
            +
          </span>
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!expanded}
        className="border-t border-slate-100 px-5 py-4"
      >
        <SafeHtml html={faq.answerHtml} />
      </div>
    </li>
  );
}
