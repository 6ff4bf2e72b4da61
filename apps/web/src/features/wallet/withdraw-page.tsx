import { ComingSoon } from '../../components/coming-soon';

/** /member/withdraw (spec part 1 §2 "Withdraw page"). */
export function WithdrawPage() {
  return <ComingSoon title="Withdraw" area="member" />;
}
