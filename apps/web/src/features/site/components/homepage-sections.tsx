import { SafeHtml } from '../../../components/safe-html';
import type { HomepageSection } from '../api/page-content';

/**
 * The operator's homepage sections (docs/product/site-and-pages.md#home-page): a title and
 * sanitised HTML.
 */
export function HomepageSections({ sections }: { sections: HomepageSection[] }) {
  if (sections.length === 0) return null;
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 pb-4 sm:grid-cols-2 lg:grid-cols-3">
      {sections.map((section, index) => (
        <section
          key={`${index}-${section.title}`}
          aria-labelledby={`homepage-section-${index}`}
          className="rounded-2xl border border-emerald-100 bg-emerald-50/60 p-5"
        >
          {/* The operator's title, as written, like the HTML under it. */}
          <h2
            id={`homepage-section-${index}`}
            translate="no"
            className="text-lg font-semibold text-slate-900"
          >
            {section.title}
          </h2>
          <SafeHtml html={section.messageHtml} className="mt-2 text-sm" />
        </section>
      ))}
    </div>
  );
}
