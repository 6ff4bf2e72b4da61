import { useId, useState } from 'react';
import { SafeHtml } from '../../../components/safe-html';
import { Skeleton } from '../../../components/skeleton';
import type { FaqEntry } from '../api/page-content';
import { useTexts } from '../../../lib/texts';
import { SITE_TEXTS } from '../site-texts';
import { LoadFailed } from '../../../components/load-failed';

/**
 * The FAQ list (docs/product/site-and-pages.md#home-page): an accordion of buttons with
 * aria-expanded, each answer operator HTML, sanitised. The first answer starts open.
 */
export function FaqList({
  faqs,
  state,
  onRetry,
}: {
  faqs: FaqEntry[];
  state: 'pending' | 'error' | 'success';
  onRetry: () => void;
}) {
  const t = useTexts(SITE_TEXTS).faq;
  const [open, setOpen] = useState<Set<number>>(() => new Set([0]));
  const baseId = useId();

  if (state === 'pending') {
    return (
      <div role="status" aria-busy="true" className="mt-6 space-y-3">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-14 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div className="mt-6">
        <LoadFailed text={t.loadFailed} retry={t.retry} onRetry={onRetry} />
      </div>
    );
  }
  if (faqs.length === 0) return <p className="mt-4 text-slate-600">{t.empty}</p>;

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <ul className="mt-6 space-y-3">
      {faqs.map((faq, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <li
            key={`${index}-${faq.question}`}
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
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
      })}
    </ul>
  );
}
