import { ComingSoon } from '../../components/coming-soon';

/** /member/last-page/{uniqueToken}: the short link's final page, without the top bar (spec part 2 §2.4). */
export function ShortLinkLastPage() {
  return <ComingSoon title="Claim Your Earnings" area="member" padded />;
}
