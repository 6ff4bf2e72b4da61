import { ComingSoon } from '../../components/coming-soon';

/** /member/advertiser/create: the four-step wizard (spec part 2 §2.8). */
export function AdvertiserCreatePage() {
  return <ComingSoon title="Create Campaign" area="member" />;
}
