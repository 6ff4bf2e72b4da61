import { ComingSoon } from '../../components/coming-soon';

/** /member/iframe?link=…: iframe ad verification tab, without the top bar (spec part 2 §2.9). */
export function IframeAdPage() {
  return <ComingSoon title="Iframe Ad" area="member" padded />;
}
