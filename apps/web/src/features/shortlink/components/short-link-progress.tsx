import { useId } from 'react';
import { useTexts } from '../../../lib/texts';
import type { ShortLink } from '../api/short-links';
import { SHORTLINK_PAGE_TEXTS } from '../shortlink-page-texts';

/**
 * A shortener's clicks of the day, completed over allowed, in words and as a bar; `nameId` is
 * the card's heading, which names the bar with the words.
 */
export function ShortLinkProgress({ link, nameId }: { link: ShortLink; nameId: string }) {
  const T = useTexts(SHORTLINK_PAGE_TEXTS);
  const completedId = useId();
  const progress = Math.min(
    100,
    (link.completedClicks / Math.max(1, link.how_much_click_allow)) * 100,
  );
  return (
    <div>
      <div className="mb-1 flex justify-between text-xs text-slate-500">
        <span id={completedId}>{T.completed}</span>
        <span className="tabular-nums">
          {link.completedClicks}/{link.how_much_click_allow}
        </span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={link.how_much_click_allow}
        aria-valuenow={link.completedClicks}
        // The name keeps its translate="no" where it is written.
        aria-labelledby={`${nameId} ${completedId}`}
      >
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
