// The task-wall module's public face: the realtime layer answers a wall page's figures and the
// job runner releases held rewards; the app composes the frame policy from the walls' origins.
export { wallFigures } from './wall-figures.ts';
export { presentWallFigures } from './presenters.ts';
export { releaseHeldRewardJob } from './held-rewards.ts';
export { WALL_FRAME_ORIGINS_CACHE, loadWallFrameOrigins, createWall } from './wall-catalog.ts';
export { sweepPostbackLogJob } from './postback-log-sweep.ts';
