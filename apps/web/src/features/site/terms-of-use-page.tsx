import { ComingSoon } from '../../components/coming-soon';

/** /terms-of-use: operator HTML (spec part 1 §2 "Legal pages"). */
export function TermsOfUsePage() {
  return <ComingSoon title="Terms of Use" area="public" />;
}
