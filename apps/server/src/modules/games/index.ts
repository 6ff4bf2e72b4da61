// The games module's public face: the load bench and the tests make rooms through it. The rest
// (routes, sockets, jobs, demo rooms) is wired through its manifest.
export { createRoom } from './room-admin.ts';
