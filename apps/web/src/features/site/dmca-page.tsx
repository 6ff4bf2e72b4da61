import { LegalPage } from './components/legal-page';

/** /dmca: the operator's HTML, sanitised (docs/product/site-and-pages.md#legal-pages). */
export function DmcaPage() {
  return <LegalPage kind="dmca" />;
}
