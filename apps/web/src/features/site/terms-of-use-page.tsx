import { LegalPage } from './components/legal-page';

/** /terms-of-use: the operator's HTML, sanitised (docs/product/site-and-pages.md#legal-pages). */
export function TermsOfUsePage() {
  return <LegalPage kind="terms_of_use" />;
}
