// What other modules read of provider payouts.
export { waitingForPayoutCap } from './cap-waiting.ts';
