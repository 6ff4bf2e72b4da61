import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../lib/page-anchors';

/** First focusable element: keyboard users jump past the navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[60] rounded-lg bg-white px-4 py-2 font-semibold text-emerald-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('common.skipToContent')}
    </a>
  );
}
