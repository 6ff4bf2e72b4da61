import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { detectAdBlocker } from '../ad-blocker-check';
import { useAdSnippets } from '../../../lib/ad-snippets';
import { useProxyCheck } from '../api/proxy-check';
import { useTexts } from '../../../lib/texts';
import { PTC_TEXTS } from '../ptc-texts';
import { AdSnippet } from '../../../components/ad-snippet';
import { BlockMessage } from './block-message';

type Placement = 'waitingPage' | 'verificationPage';

/**
 * The checks every ad tab runs before it counts (docs/product/ptc-ads.md#blocking): an ad blocker
 * (the bait, or a snippet script that fails to load) or a proxy replaces the page with its block
 * message, and onBlocked lets the page tell the View Ads tab. The page gets the operator's snippet
 * for its placement to show where it fits.
 */
export function AdGuard({
  placement,
  onBlocked,
  children,
}: {
  placement: Placement;
  onBlocked: () => void;
  children: (snippet: ReactNode) => ReactNode;
}) {
  const T = useTexts(PTC_TEXTS);
  const proxy = useProxyCheck();
  const snippets = useAdSnippets();
  const [adBlocker, setAdBlocker] = useState<'checking' | 'none' | 'found'>('checking');
  const blocked = adBlocker === 'found' || proxy.data?.proxy === true;
  const reportBlocked = useEffectEvent(() => onBlocked());

  useEffect(() => {
    let live = true;
    void detectAdBlocker().then((found) => {
      if (live) setAdBlocker((state) => (state === 'found' || found ? 'found' : 'none'));
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (blocked) reportBlocked();
  }, [blocked]);

  if (proxy.data?.proxy) return <BlockMessage title={T.proxyTitle} text={T.proxyText} />;
  if (adBlocker === 'found')
    return <BlockMessage title={T.adBlockerTitle} text={T.adBlockerText} />;
  // A failed proxy check does not block: the server guards the claim on its own.
  if (adBlocker === 'checking' || proxy.isPending) {
    return (
      <div role="status" className="grid min-h-dvh place-items-center text-slate-600">
        <h1 className="flex items-center gap-2 text-base font-medium">
          <Spinner className="size-5" />
          {T.checking}
        </h1>
      </div>
    );
  }
  const html = snippets.data?.[placement] ?? '';
  return children(<AdSnippet html={html} onScriptError={() => setAdBlocker('found')} />);
}
