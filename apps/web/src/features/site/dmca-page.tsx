import { LegalPage } from './components/legal-page';

/** /dmca: the operator's HTML, sanitised (spec part 1 §2 "Legal pages"). */
export function DmcaPage() {
  return <LegalPage kind="dmca" />;
}
