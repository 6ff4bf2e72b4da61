import { ComingSoon } from '../../components/coming-soon';

/** /member/profile: 'Profile & Billing' and 'Withdrawal Info' (spec part 1 §2). */
export function ProfilePage() {
  return <ComingSoon title="Profile" area="member" />;
}
