import { ComingSoon } from '../../components/coming-soon';

/** /member/waitRedirecting?link=…: the window-type ad's waiting tab, without the top bar (spec part 2 §2.9). */
export function WaitRedirectingPage() {
  return <ComingSoon title="Claim Your Ad Reward" area="member" padded />;
}
