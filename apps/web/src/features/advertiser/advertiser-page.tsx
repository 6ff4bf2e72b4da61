import { ComingSoon } from '../../components/coming-soon';

/** /member/advertiser (spec part 2 §2.7). */
export function AdvertiserPage() {
  return <ComingSoon title="Your Campaigns" area="member" />;
}
