import { ComingSoon } from '../../components/coming-soon';

/** /payment-proof: withdrawal proofs, 10 rows per page (spec part 1 §2). Built by the public site issue. */
export function PaymentProofPage() {
  return <ComingSoon title="Payments Proof" area="public" />;
}
