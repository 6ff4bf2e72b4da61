import { ComingSoon } from '../../components/coming-soon';

/** /email-verification/{token}/{email}, shown without the top bar (spec part 1 §2). */
export function EmailVerificationPage() {
  return <ComingSoon title="E-mail Verification" area="public" />;
}
