import { ComingSoon } from '../../components/coming-soon';

/** /privacy-policy: operator HTML (spec part 1 §2 "Legal pages"). */
export function PrivacyPolicyPage() {
  return <ComingSoon title="Privacy Policy" area="public" />;
}
