import { ComingSoon } from '../../components/coming-soon';

/** /member/gift-code (spec part 1 §2 "Gift code page"). */
export function GiftCodePage() {
  return <ComingSoon title="GiftCode" area="member" />;
}
