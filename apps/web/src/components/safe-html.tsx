import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Operator HTML (instructions, FAQ answers, legal pages, announcements), sanitised with
 * DOMPurify before every render (DESIGN.md "HTML from the server").
 */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <div className={`operator-html ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
