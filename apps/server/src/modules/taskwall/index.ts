// The task-wall module's public face: tests and other code make walls through it. The rest
// (routes, the wall page's sockets, jobs, the frame origins) is wired through its manifest.
export { createWall } from './wall-catalog.ts';
export { failingWalls, type FailingWall } from './wall-health.ts';
