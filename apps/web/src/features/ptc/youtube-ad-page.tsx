import { ComingSoon } from '../../components/coming-soon';

/** /member/youtube?link=…: YouTube ad verification tab, without the top bar (spec part 2 §2.9). */
export function YoutubeAdPage() {
  return <ComingSoon title="YouTube Ad" area="member" padded />;
}
