import { pagePaths } from '@kamao/contract/page-paths';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COMMON_TEXTS } from '../../lib/common-texts';
import { Icon, type IconName } from '../../components/icon';
import { checkLoginQueryOptions } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FAQ_SECTION_ID } from '../../lib/page-anchors';
import { useHomeContent } from './api/page-content';
import { ChannelBlock } from './components/channel-block';
import { FaqList } from './components/faq-list';
import { HomepageSections } from './components/homepage-sections';
import { LiveStatistics } from './components/live-statistics';
import { useTexts } from '../../lib/texts';
import { SITE_TEXTS } from './site-texts';

/** The ways to earn: the title is in the site texts, the line under it in the shell's home.ways. */
const WAYS: { key: keyof typeof SITE_TEXTS.en.ways; icon: IconName }[] = [
  { key: 'ptc', icon: 'eye' },
  { key: 'shortLinks', icon: 'link' },
  { key: 'taskWalls', icon: 'tasks' },
  { key: 'referrals', icon: 'users' },
  { key: 'games', icon: 'games' },
  { key: 'giftCodes', icon: 'gift' },
];

/** The home page's contact section's id, for links to it. */
export const CONTACT_SECTION_ID = 'contact';

/**
 * The landing page (docs/product/site-and-pages.md#home-page): the hero, the live statistics, the
 * channel block, the operator's sections, the ways to earn, the FAQ list (section id FAQs, where
 * the top bar's FAQ link lands) and the contact form. The form belongs to the contact feature, so
 * app/ composes it in as contactSection (features do not import each other); without it the section
 * links to /contact-us.
 */
export function HomePage({ contactSection }: { contactSection?: ReactNode } = {}) {
  const common = useTexts(COMMON_TEXTS);
  const texts = useTexts(SITE_TEXTS);
  useDocumentTitle(undefined);
  const isLogin = useQuery(checkLoginQueryOptions()).data;
  const content = useHomeContent();

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-emerald-800 via-emerald-700 to-indigo-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <h1 className="max-w-2xl text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">
            {common.home.headline}
          </h1>
          <p className="mt-5 max-w-xl text-base text-emerald-50/90 sm:text-lg">
            {common.home.subline}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {isLogin ? (
              <Link
                to={pagePaths.memberDashboard}
                className="inline-flex items-center justify-center gap-2 rounded-xl bg-white px-6 py-3 font-semibold text-emerald-800 shadow hover:bg-emerald-50"
              >
                <Icon name="dashboard" className="size-5" />
                {common.home.dashboard}
              </Link>
            ) : (
              <>
                <Link
                  to={pagePaths.signup}
                  className="inline-flex items-center justify-center rounded-xl bg-white px-6 py-3 font-semibold text-emerald-800 shadow hover:bg-emerald-50"
                >
                  {common.home.start}
                </Link>
                <Link
                  to={pagePaths.login}
                  className="inline-flex items-center justify-center rounded-xl px-6 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10"
                >
                  {common.home.haveAccount}
                </Link>
              </>
            )}
          </div>
        </div>
      </section>

      <LiveStatistics />
      <ChannelBlock />

      <section aria-labelledby="ways-title" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="ways-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {common.home.waysTitle}
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {WAYS.map((way) => (
            <li
              key={way.key}
              className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700">
                <Icon name={way.icon} className="size-6" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{texts.ways[way.key]}</span>
                <span className="mt-1 block text-sm text-slate-600">
                  {common.home.ways[way.key]}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <HomepageSections sections={content.data?.sections ?? []} />

      <section
        id={FAQ_SECTION_ID}
        aria-labelledby="faq-title"
        className="scroll-mt-20 border-t border-slate-200 bg-white"
      >
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="faq-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {common.home.faqTitle}
          </h2>
          <FaqList
            faqs={content.data?.faqs ?? []}
            state={content.status}
            onRetry={() => void content.refetch()}
          />
        </div>
      </section>

      <section
        id={CONTACT_SECTION_ID}
        aria-labelledby="contact-title"
        className="scroll-mt-20 border-t border-slate-200"
      >
        <div className="mx-auto max-w-3xl px-4 py-14">
          <h2 id="contact-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {texts.contactSection.title}
          </h2>
          <p className="mt-2 text-slate-600">{texts.contactSection.text}</p>
          <div className="mt-6">
            {contactSection ?? (
              <Link
                to={pagePaths.contactUs}
                className="inline-flex items-center gap-2 rounded-xl bg-emerald-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-emerald-800"
              >
                <Icon name="support" className="size-5" />
                {texts.contactSection.title}
              </Link>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
