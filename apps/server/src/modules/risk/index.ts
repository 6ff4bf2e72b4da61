// The risk module's public face: other modules note what their actions show through these.
export {
  noteOrigin,
  notePayoutAccount,
  noteSignup,
  type NewMember,
  type RequestOrigin,
} from './action-signals.ts';
export { withdrawalHoldReason } from './score-hold.ts';
export { memberDevices, type MemberDevice } from './member-devices.ts';
export { memberRisk } from './risk-groups.ts';
export { scheduleRescoreAfterClaim } from './record-signals.ts';
export { vpnAtClaim, vpnAtSignup } from './vpn-policy.ts';
export { riskAlerts, type RiskAlerts } from './risk-alerts.ts';
