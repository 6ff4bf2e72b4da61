import { RATING_OUT_OF, RATING_SCORE } from '@kamao/contract/constants';
import { pagePaths } from '@kamao/contract/page-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { Logo } from '../../components/logo';
import { getAppConfig } from '../../lib/app-config';
import { changeLanguage, LANGUAGES } from '../../lib/i18n';
import { REVIEW_SITE_URL, SOCIAL_LINKS } from '../../lib/site-links';
import { useGoToFaq } from './use-faq-link';

const YEAR = new Date().getFullYear();

const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: pagePaths.privacyPolicy },
  { label: 'Terms of Use', to: pagePaths.termsOfUse },
  { label: 'DMCA', to: pagePaths.dmca },
  { label: 'Contact Us', to: pagePaths.contactUs },
] as const;

function RatingStars() {
  const filled = `${(RATING_SCORE / RATING_OUT_OF) * 100}%`;
  const stars = (className: string) => (
    <span className={`flex ${className}`}>
      {Array.from({ length: RATING_OUT_OF }, (_, index) => (
        <Icon key={index} name="star" className="size-4 shrink-0" />
      ))}
    </span>
  );
  return (
    <span className="relative inline-flex w-fit" aria-hidden="true">
      {stars('text-slate-600')}
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: filled }}>
        {stars('text-amber-400')}
      </span>
    </span>
  );
}

/**
 * The footer (spec part 1 §1): tagline, the 4.3 of 5 rating badge linking to a review site,
 * Privacy Policy, Terms of Use, DMCA, Contact Us and FAQ, and the six social links.
 */
export function Footer() {
  const { t, i18n } = useTranslation();
  const goToFaq = useGoToFaq();
  const site = getAppConfig().siteName;
  const link = 'rounded text-slate-300 hover:text-white hover:underline underline-offset-4';

  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm">
          <Logo inverted />
          <p className="mt-4 text-sm leading-6 text-slate-400">{t('footer.tagline')}</p>
          <a
            href={REVIEW_SITE_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex items-center gap-3 rounded-xl bg-slate-800 px-4 py-2.5 ring-1 ring-slate-700 hover:bg-slate-700"
            aria-label={`${t('footer.rating', { score: RATING_SCORE, outOf: RATING_OUT_OF })}. ${t('footer.readReviews')} ${t('common.opensInNewTab')}`}
          >
            <span className="text-2xl font-bold text-white">{RATING_SCORE}</span>
            <span className="flex flex-col gap-0.5">
              <RatingStars />
              <span className="text-xs text-slate-400">
                {RATING_SCORE} / {RATING_OUT_OF} · {t('footer.readReviews')}
              </span>
            </span>
          </a>
        </div>

        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="text-sm font-semibold text-white">
            {t('footer.links')}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            {LEGAL_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={link}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={goToFaq} className={link}>
                FAQ
              </button>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold text-white">{t('footer.follow')}</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {SOCIAL_LINKS.map((network) => (
              <li key={network.name}>
                <a
                  href={network.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${network.name} ${t('common.opensInNewTab')}`}
                  className="grid size-10 place-items-center rounded-xl bg-slate-800 text-slate-200 ring-1 ring-slate-700 hover:bg-emerald-700 hover:text-white"
                >
                  <Icon name={network.icon} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
          <h2 className="mt-8 text-sm font-semibold text-white" id="language-title">
            {t('footer.language')}
          </h2>
          <div className="mt-3 flex gap-2" role="group" aria-labelledby="language-title">
            {LANGUAGES.map((language) => (
              <button
                key={language.code}
                type="button"
                lang={language.code}
                aria-pressed={i18n.language === language.code}
                onClick={() => changeLanguage(language.code)}
                className={`rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ${
                  i18n.language === language.code
                    ? 'bg-white text-slate-900 ring-white'
                    : 'text-slate-300 ring-slate-600 hover:bg-slate-800'
                }`}
              >
                {language.label}
              </button>
            ))}
          </div>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-500">
          {t('footer.rights', { year: YEAR, site })}
        </p>
      </div>
    </footer>
  );
}
