import { ComingSoon } from '../../components/coming-soon';

/** /member/task-wall: the list of task walls (spec part 2 §2.5). */
export function TaskWallsPage() {
  return <ComingSoon title="Task Walls" area="member" />;
}
