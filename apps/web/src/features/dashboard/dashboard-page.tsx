import { ComingSoon } from '../../components/coming-soon';

/** /member/dashboard (spec part 1 §2 "Member dashboard"). Built by the wallet issue. */
export function DashboardPage() {
  return <ComingSoon title="Dashboard" area="member" />;
}
