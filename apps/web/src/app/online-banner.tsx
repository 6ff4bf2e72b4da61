import { ONLINE_BANNER_HIDE_MS } from '@kamao/contract/constants';
import { matchesPagePath, pagePaths } from '@kamao/contract/page-paths';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { COMMON_TEXTS } from '../lib/common-texts';
import { useTexts } from '../lib/texts';
import { Icon } from '../components/icon';
import { useIsOnline } from '../lib/online-status';

/**
 * The online/offline banner (docs/product/common.md#install-prompt-and-online-banner): shown while
 * offline, then 'Back online' for 1.2 s after the connection returns. The live region stays mounted
 * (empty when hidden) so screen readers announce both changes. It sits at the bottom of the
 * screen, except on a match, where the players' strips are: there it sits at the top.
 */
export function OnlineBanner() {
  const common = useTexts(COMMON_TEXTS);
  const online = useIsOnline();
  const onMatch = matchesPagePath(pagePaths.ticTacToePlay, useLocation().pathname);
  const [previous, setPrevious] = useState(online);
  const [backOnline, setBackOnline] = useState(false);

  // React's "adjust state when a prop changes" pattern: no effect, no extra render pass.
  if (online !== previous) {
    setPrevious(online);
    setBackOnline(online);
  }

  useEffect(() => {
    if (!backOnline) return;
    const timer = window.setTimeout(() => setBackOnline(false), ONLINE_BANNER_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [backOnline]);

  const visible = !online || backOnline;
  return (
    <div
      role="status"
      aria-live="polite"
      className={`pointer-events-none fixed inset-x-0 z-50 flex justify-center px-4 ${
        onMatch ? 'top-3' : 'bottom-4'
      }`}
    >
      {visible && (
        <p
          className={`pointer-events-auto flex items-center gap-2 rounded-full px-4 py-2.5 text-sm font-medium text-white shadow-lg ${
            online ? 'bg-emerald-700' : 'bg-slate-900'
          }`}
        >
          <Icon name={online ? 'wifi' : 'wifiOff'} className="size-4" />
          {online ? common.network.online : common.network.offline}
        </p>
      )}
    </div>
  );
}
