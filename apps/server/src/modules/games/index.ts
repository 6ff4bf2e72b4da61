// The games module's public face: the realtime layer plays Tic Tac Toe through these, the job
// runner enforces the matches' deadlines, the app mounts the routes and the demo seeds rooms.
export { requestMatch } from './matchmaking.ts';
export { enterMatch, currentMatch } from './enter-match.ts';
export { makeMove } from './match-moves.ts';
export { cancelSearch } from './match-cancel.ts';
export { setPlayerConnected } from './match-presence.ts';
export { lobbyForMember, lobbyFigures } from './lobby.ts';
export { presentMatch, presentTimer } from './present-match.ts';
export { createRoom } from './room-admin.ts';
export { rearmOverdueMatchesJob } from './stale-match-sweep.ts';
export { gameRoutes } from './routes.ts';
export { adminGameRoutes } from './admin-routes.ts';
import { matchDeadlineJob } from './match-timer.ts';
import { resolveMatchDeadline } from './match-deadlines.ts';

/** A match's deadline: settles what is due (match-deadlines.ts). */
export const matchDeadlineJobDefinition = matchDeadlineJob(resolveMatchDeadline);
