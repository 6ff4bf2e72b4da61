// The risk module's public face: other modules note what their actions show through these.
export {
  noteOrigin,
  notePayoutAccount,
  noteSignup,
  type NewMember,
  type RequestOrigin,
} from './action-signals.ts';
export { scheduleRescoreAfterClaim } from './record-signals.ts';
export { vpnAtClaim, vpnAtSignup } from './vpn-policy.ts';
