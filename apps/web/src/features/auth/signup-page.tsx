import { ComingSoon } from '../../components/coming-soon';

/** /signup and /signup/ref/{id} (spec part 1 §2 "Signup screen"). Built by the accounts issue. */
export function SignupPage() {
  return <ComingSoon title="Sign Up" area="public" />;
}
