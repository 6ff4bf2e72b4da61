import { useDocumentTitle } from '../../lib/use-document-title';
import { ContactForm } from './components/contact-form';
import { contactTexts } from './contact-texts';
import { useTexts } from '../../lib/texts';

/**
 * /member/support: the contact form in member mode, inside the member layout
 * (docs/product/site-and-pages.md#contact-and-support).
 */
export function MemberSupportPage() {
  const t = useTexts(contactTexts);
  useDocumentTitle(t.supportTitle);
  return (
    <section aria-labelledby="page-title" className="max-w-3xl">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t.supportTitle}
      </h1>
      <p className="mt-1 text-sm text-slate-600">{t.supportIntro}</p>
      <div className="mt-6">
        <ContactForm />
      </div>
    </section>
  );
}
