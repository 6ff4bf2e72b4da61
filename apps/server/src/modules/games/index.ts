// The games module's public face: the load bench and the tests make rooms through it, and the
// money view's test settles a match's fees with it. The rest (routes, sockets, jobs, demo rooms)
// is wired through its manifest.
export { createRoom } from './room-admin.ts';
export { chargeEntryFee, payWinner } from './settlement.ts';
