import { useId, useState } from 'react';
import { Skeleton } from '../../../components/skeleton';
import type { FaqEntry } from '../api/page-content';
import { useTexts } from '../../../lib/texts';
import { SITE_TEXTS } from '../site-texts';
import { LoadFailed } from '../../../components/load-failed';
import { FaqItem } from './faq-item';

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
      {faqs.map((faq, index) => (
        <FaqItem
          key={`${index}-${faq.question}`}
          faq={faq}
          expanded={open.has(index)}
          onToggle={() => toggle(index)}
          buttonId={`${baseId}-q${index}`}
          panelId={`${baseId}-a${index}`}
        />
      ))}
    </ul>
  );
}
