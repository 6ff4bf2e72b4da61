import { bilingual } from '../../lib/texts';

/** The task-wall pages' words (docs/product/task-walls.md; 'Task Walls' is the spec's title). */
const en = {
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
};

export const TASKWALL_TEXTS = bilingual(en, {
  title: 'टास्क वॉल',
  todayEarnings: 'आज की कमाई',
  totalWalls: 'कुल टास्क वॉल',
  completed: 'पूरे हुए',
  pending: 'लंबित',
  pendingHint: 'रोके गए इनाम वॉल के होल्ड वाले दिन पूरे होने के बाद निकालने योग्य हो जाते हैं।',
  start: 'शुरू करें',
  instructions: 'निर्देश',
  loadFailed: 'टास्क वॉल लोड नहीं हो सकीं।',
  none: 'अभी कोई टास्क वॉल नहीं है। कृपया बाद में फिर देखें।',
  notAWall: 'यह टास्क वॉल उपलब्ध नहीं है। कृपया सूची से कोई वॉल खोलें।',
  backToList: 'टास्क वॉल पर वापस जाएँ',
  loadingWall: 'टास्क वॉल लोड हो रही है…',
  frameTitle: 'टास्क वॉल के ऑफ़र',
});
