import { LegalPage } from './components/legal-page';

/** /privacy-policy: the operator's HTML, sanitised (docs/product/site-and-pages.md#legal-pages). */
export function PrivacyPolicyPage() {
  return <LegalPage kind="privacy_policy" />;
}
