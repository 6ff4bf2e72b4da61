import { ComingSoon } from '../../components/coming-soon';

/** /member/settings: password and e-mail change (spec part 1 §2). */
export function SettingsPage() {
  return <ComingSoon title="Settings" area="member" />;
}
