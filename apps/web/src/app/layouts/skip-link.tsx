import { COMMON_TEXTS } from '../../lib/common-texts';
import { useTexts } from '../../lib/texts';
import { MAIN_CONTENT_ID } from '../../lib/page-anchors';

/** First focusable element: keyboard users jump past the navigation. */
export function SkipLink() {
  const common = useTexts(COMMON_TEXTS);
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[60] rounded-lg bg-white px-4 py-2 font-semibold text-emerald-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {common.common.skipToContent}
    </a>
  );
}
