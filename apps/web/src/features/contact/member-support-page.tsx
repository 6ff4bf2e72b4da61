import { ComingSoon } from '../../components/coming-soon';

/** /member/support: the contact form in member mode (spec part 1 §2). */
export function MemberSupportPage() {
  return <ComingSoon title="Support" area="member" />;
}
