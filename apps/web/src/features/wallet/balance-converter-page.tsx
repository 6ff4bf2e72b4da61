import { ComingSoon } from '../../components/coming-soon';

/** /member/balance-converter (spec part 2 §2.6). */
export function BalanceConverterPage() {
  return <ComingSoon title="Balance Converter" area="member" />;
}
