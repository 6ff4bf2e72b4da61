import { useEffect, useEffectEvent, useRef } from 'react';
import { COMMON_TEXTS } from '../lib/common-texts';
import { useTexts } from '../lib/texts';
import { sanitizeAdSnippet } from '../lib/ad-snippet-html';

/**
 * The operator's ad-network snippet (the spec's "ad-network scripts injected on the
 * waiting ... and the verification pages"). Sanitised like all operator HTML, keeping the
 * network's https loader scripts (ad-snippet-html.ts); the content security policy names the
 * hosts they may load from. A script that fails to load reports an ad blocker
 * (docs/product/ptc-ads.md#blocking).
 */
export function AdSnippet({ html, onScriptError }: { html: string; onScriptError: () => void }) {
  const common = useTexts(COMMON_TEXTS);
  const host = useRef<HTMLDivElement>(null);
  const reportError = useEffectEvent(() => onScriptError());

  useEffect(() => {
    const element = host.current;
    if (!element || !html.trim()) return;
    // A contextual fragment runs its scripts when inserted; innerHTML would not.
    const fragment = document.createRange().createContextualFragment(sanitizeAdSnippet(html));
    for (const script of fragment.querySelectorAll('script[src]')) {
      script.addEventListener('error', () => reportError());
    }
    element.replaceChildren(fragment);
    return () => element.replaceChildren();
  }, [html]);

  if (!html.trim()) return null;
  return (
    <aside
      ref={host}
      aria-label={common.common.advertisement}
      className="flex min-h-0 justify-center overflow-hidden"
    />
  );
}
