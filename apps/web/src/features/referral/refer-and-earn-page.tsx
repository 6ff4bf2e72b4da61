import { ComingSoon } from '../../components/coming-soon';

/** /member/refer-and-earn (spec part 1 §2 "Refer and earn page"). */
export function ReferAndEarnPage() {
  return <ComingSoon title="Refer & Earn" area="member" />;
}
