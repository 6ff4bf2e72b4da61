import { ComingSoon } from '../../components/coming-soon';

/** /password-reset-form/{token} (spec part 1 §2). Built by the accounts issue. */
export function PasswordResetPage() {
  return <ComingSoon title="Reset Password" area="public" />;
}
