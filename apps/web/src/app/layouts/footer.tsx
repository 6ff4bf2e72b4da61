import { RATING_OUT_OF } from '@kamao/contract/constants';
import { pagePaths } from '@kamao/contract/page-paths';
import { Link } from 'react-router';
import { COMMON_TEXTS } from '../../lib/common-texts';
import { Icon } from '../../components/icon';
import { Logo } from '../../components/logo';
import { getAppConfig } from '../../lib/app-config';
import { useFooterLinks } from '../../lib/footer-links';
import { useTexts } from '../../lib/texts';
import { SHELL_TEXTS } from '../shell-texts';
import { LanguageSwitch } from './language-switch';
import { useGoToFaq } from './use-faq-link';

const YEAR = new Date().getFullYear();

/** label is a key of SHELL_TEXTS.footer. */
const LEGAL_LINKS = [
  { label: 'privacyPolicy', to: pagePaths.privacyPolicy },
  { label: 'termsOfUse', to: pagePaths.termsOfUse },
  { label: 'dmca', to: pagePaths.dmca },
  { label: 'contactUs', to: pagePaths.contactUs },
] as const;

function RatingStars({ rating }: { rating: number }) {
  const filled = `${(rating / RATING_OUT_OF) * 100}%`;
  const stars = (className: string) => (
    <span className={`flex ${className}`}>
      {Array.from({ length: RATING_OUT_OF }, (_, index) => (
        <Icon key={index} name="star" className="size-4 shrink-0" />
      ))}
    </span>
  );
  return (
    <span className="relative inline-flex w-fit" aria-hidden="true">
      {stars('text-slate-500')}
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: filled }}>
        {stars('text-amber-400')}
      </span>
    </span>
  );
}

/**
 * The rating badge (docs/product/site-and-pages.md#footer), 4.3 of 5 until the operator sets
 * another. It links to the review site only when the operator set one; the link's name is its
 * visible text (WCAG 2.5.3).
 */
function RatingBadge({ rating, reviewUrl }: { rating: number; reviewUrl?: string }) {
  const common = useTexts(COMMON_TEXTS);
  const score = rating.toFixed(1);
  const look =
    'mt-5 inline-flex min-h-11 items-center gap-3 rounded-xl bg-slate-800 px-4 py-2.5 ring-1 ring-slate-700';
  const badge = (withReviews: boolean) => (
    <>
      {/* The same score is in the line below, which names the link. */}
      <span className="text-2xl font-bold text-white" aria-hidden="true">
        {score}
      </span>
      <span className="flex flex-col gap-0.5">
        <RatingStars rating={rating} />
        {/* Without a link the words 'Rated 4.3 out of 5' say it instead (sr-only). */}
        <span className="text-xs text-slate-300" aria-hidden={withReviews ? undefined : true}>
          {score} / {RATING_OUT_OF}
          {withReviews && ` · ${common.footer.readReviews}`}
        </span>
      </span>
    </>
  );
  if (!reviewUrl) {
    return (
      <p className={look}>
        <span className="sr-only">{common.footer.rating(score, RATING_OUT_OF)}</span>
        {badge(false)}
      </p>
    );
  }
  return (
    <a
      href={reviewUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={`${look} hover:bg-slate-700`}
    >
      {badge(true)} <span className="sr-only">{common.common.opensInNewTab}</span>
    </a>
  );
}

/**
 * The footer (docs/product/site-and-pages.md#footer): tagline, the rating badge linking to a review
 * site, Privacy Policy, Terms of Use, DMCA, Contact Us and FAQ, and the social links. The review
 * and social links are the operator's: one not set is not shown. Every link is a 44 px target.
 */
export function Footer() {
  const common = useTexts(COMMON_TEXTS);
  const T = useTexts(SHELL_TEXTS).footer;
  const goToFaq = useGoToFaq();
  const site = getAppConfig().siteName;
  const footer = useFooterLinks();
  const link =
    'inline-flex min-h-11 items-center rounded text-slate-300 hover:text-white hover:underline underline-offset-4';

  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm">
          <Logo inverted />
          <p className="mt-4 text-sm leading-6 text-slate-400">{common.footer.tagline}</p>
          <RatingBadge rating={footer.rating} reviewUrl={footer.reviewUrl} />
        </div>

        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="text-sm font-semibold text-white">
            {common.footer.links}
          </h2>
          <ul className="mt-2 grid text-sm">
            {LEGAL_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={link}>
                  {T[item.label]}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={goToFaq} className={link}>
                {T.faq}
              </button>
            </li>
          </ul>
        </nav>

        <div>
          {footer.socialLinks.length > 0 && (
            <>
              <h2 className="mb-4 text-sm font-semibold text-white">{common.footer.follow}</h2>
              <ul className="mb-8 flex flex-wrap gap-2">
                {footer.socialLinks.map((social) => (
                  <li key={social.network}>
                    <a
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${T.social[social.network]} ${common.common.opensInNewTab}`}
                      className="grid size-11 place-items-center rounded-xl bg-slate-800 text-slate-200 ring-1 ring-slate-700 hover:bg-emerald-700 hover:text-white"
                    >
                      <Icon name={social.network} className="size-5" />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          <LanguageSwitch look="dark" />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400">
          {common.footer.rights(YEAR, site)}
        </p>
      </div>
    </footer>
  );
}
