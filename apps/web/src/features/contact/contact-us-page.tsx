import { Icon } from '../../components/icon';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContactForm } from './components/contact-form';
import { contactTexts } from './contact-texts';
import { useTexts } from '../../lib/texts';

/** /contact-us: the public contact form (docs/product/site-and-pages.md#contact-and-support). */
export function ContactUsPage() {
  const t = useTexts(contactTexts);
  useDocumentTitle(t.contactTitle);
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700">
          <Icon name="support" className="size-6" />
        </span>
        <div>
          <h1
            id="page-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {t.contactTitle}
          </h1>
          <p className="mt-1 text-slate-600">{t.contactIntro}</p>
        </div>
      </div>
      <div className="mt-6">
        <ContactForm />
      </div>
    </section>
  );
}
