import { COPY_INDICATOR_MS } from '@kamao/contract/constants';
import { useEffect, useState } from 'react';
import { COMMON_TEXTS } from '../lib/common-texts';
import { useTexts } from '../lib/texts';
import { Icon } from './icon';

/**
 * Copies `text`; the copied indicator lasts 2 s (docs/product/common.md#numbers). `className` adds
 * to the look, e.g. 'min-h-11 min-w-11' where it must be a 44 px tap target.
 */
export function CopyButton({
  text,
  label,
  className = '',
}: {
  text: string;
  label?: string;
  className?: string;
}) {
  const common = useTexts(COMMON_TEXTS);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // Clipboard refused (insecure origin, permissions): nothing copied, no indicator.
    }
  };

  return (
    <button
      type="button"
      onClick={() => void copy()}
      className={`inline-flex items-center justify-center gap-1.5 rounded-lg border border-slate-200 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 ${className}`}
      aria-label={label ?? common.copy.label(text)}
    >
      <Icon name={copied ? 'check' : 'copy'} className="size-3.5" />
      <span aria-live="polite">{copied ? common.copy.copied : common.copy.copy}</span>
    </button>
  );
}
