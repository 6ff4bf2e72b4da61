import { useContext, useId } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMMON_TEXTS } from '../../lib/common-texts';
import { changeLanguage, LANGUAGES } from '../../lib/i18n';
import { useTexts } from '../../lib/texts';

const LOOKS = {
  // On the footer's dark ground.
  dark: {
    title: 'text-sm font-semibold text-white',
    chosen: 'bg-white text-slate-900 ring-white',
    other: 'text-slate-300 ring-slate-600 hover:bg-slate-800',
  },
  // In a menu on white.
  light: {
    title: 'text-xs font-semibold tracking-wider text-slate-500 uppercase',
    chosen: 'bg-emerald-700 text-white ring-emerald-700',
    other: 'text-slate-700 ring-slate-300 hover:bg-slate-100',
  },
} as const;

/**
 * English or हिन्दी: the footer has it, and so do the member menu and the public menu, after the
 * spec's entries, so a member on a phone need not scroll to the foot of a long page to switch.
 */
export function LanguageSwitch({
  look,
  className = '',
}: {
  look: keyof typeof LOOKS;
  className?: string;
}) {
  const common = useTexts(COMMON_TEXTS);
  const { i18n } = useTranslation();
  const titleId = useId();
  // Answers may carry the operator's texts in the language chosen (the cookie tells the server):
  // after a switch they are asked again. A page rendered without the query client has none.
  const queries = useContext(QueryClientContext);
  const choose = (code: (typeof LANGUAGES)[number]['code']) => {
    const changed = code !== i18n.language;
    changeLanguage(code);
    if (changed) void queries?.invalidateQueries();
  };
  const styles = LOOKS[look];
  // A section of the footer; in a menu, a caption of the buttons only.
  const Title = look === 'dark' ? 'h2' : 'p';
  return (
    <div className={className}>
      <Title className={styles.title} id={titleId}>
        {common.footer.language}
      </Title>
      <div className="mt-3 flex gap-2" role="group" aria-labelledby={titleId}>
        {LANGUAGES.map((language) => (
          <button
            key={language.code}
            type="button"
            lang={language.code}
            // Each language by its own name, whatever the page's language.
            translate="no"
            aria-pressed={i18n.language === language.code}
            onClick={() => choose(language.code)}
            className={`min-h-11 rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ${
              i18n.language === language.code ? styles.chosen : styles.other
            }`}
          >
            {language.label}
          </button>
        ))}
      </div>
    </div>
  );
}
