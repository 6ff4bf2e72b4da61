import { ComingSoon } from '../../components/coming-soon';

/** /dmca: operator HTML (spec part 1 §2 "Legal pages"). */
export function DmcaPage() {
  return <ComingSoon title="DMCA" area="public" />;
}
