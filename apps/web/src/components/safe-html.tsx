import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Operator HTML (instructions, FAQ answers, legal pages, announcements), sanitised with
 * DOMPurify before every render (docs/design.md#the-stack-and-why).
 */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    // The operator's own words, in the language they wrote them: not the app's to translate.
    <div
      className={`operator-html ${className}`}
      translate="no"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
