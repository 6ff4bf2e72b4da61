import { ComingSoon } from '../../components/coming-soon';

/** /member/task-wall/{encodedUrl}: one wall in a frame (spec part 2 §2.5). */
export function TaskWallPage() {
  return <ComingSoon title="Task Walls" area="member" />;
}
