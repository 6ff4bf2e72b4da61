import { ComingSoon } from '../../components/coming-soon';

/** /member/ptc-ads (spec part 2 §2.2). */
export function PtcAdsPage() {
  return <ComingSoon title="View Ads" area="member" />;
}
