import { pagePaths } from '@kamao/contract/page-paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COMMON_TEXTS } from '../../lib/common-texts';
import { Icon } from '../../components/icon';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FAQ_SECTION_ID } from '../../lib/page-anchors';
import { useHomeContent } from './api/page-content';
import { ChannelBlock } from './components/channel-block';
import { FaqList } from './components/faq-list';
import { HomeHero } from './components/home-hero';
import { HomepageSections } from './components/homepage-sections';
import { LiveStatistics } from './components/live-statistics';
import { WaysToEarn } from './components/ways-to-earn';
import { useTexts } from '../../lib/texts';
import { SITE_TEXTS } from './site-texts';

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
  const content = useHomeContent();

  return (
    <>
      <HomeHero />

      <LiveStatistics />
      <ChannelBlock />

      <WaysToEarn />

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
