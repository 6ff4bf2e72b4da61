/** The task-wall pages' words (spec part 2 §2.5; 'Task Walls' is the spec's title). */
export const TASKWALL_TEXTS = {
  title: 'Task Walls',
  todayEarnings: 'Today Earnings',
  totalWalls: 'Total TaskWalls',
  completed: 'Completed',
  pending: 'Pending',
  pendingHint: 'Held rewards become withdrawable after the wall’s hold days.',
  start: 'Start',
  instructions: 'Instructions',
  loadFailed: 'The task walls could not be loaded.',
  none: 'No task walls right now. Please check back later.',
  notAWall: 'This task wall is not available. Please open a wall from the list.',
  backToList: 'Back to task walls',
  loadingWall: 'Loading the task wall…',
  frameTitle: 'Task wall offers',
} as const;
