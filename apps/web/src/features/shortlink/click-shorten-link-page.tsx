import { ComingSoon } from '../../components/coming-soon';

/** /member/click-shorten-link (spec part 2 §2.3). */
export function ClickShortenLinkPage() {
  return <ComingSoon title="Click Short Link" area="member" />;
}
