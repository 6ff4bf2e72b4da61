import { LegalPage } from './components/legal-page';

/** /privacy-policy: the operator's HTML, sanitised (spec part 1 §2 "Legal pages"). */
export function PrivacyPolicyPage() {
  return <LegalPage kind="privacy_policy" />;
}
