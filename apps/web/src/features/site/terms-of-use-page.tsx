import { LegalPage } from './components/legal-page';

/** /terms-of-use: the operator's HTML, sanitised (spec part 1 §2 "Legal pages"). */
export function TermsOfUsePage() {
  return <LegalPage kind="terms_of_use" />;
}
