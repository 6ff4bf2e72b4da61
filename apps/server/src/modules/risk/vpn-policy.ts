import type { DbOrTx } from '../../db/client.ts';
import type { ProxyCheck } from '../../integrations/proxycheck/proxy-check.ts';
import { badRequest } from '../../lib/app-error.ts';
import { readSetting } from '../settings/index.ts';
import { recordSignals } from './record-signals.ts';
import { plainAddress } from './signal-values.ts';

/**
 * The operator's VPN policy (the `risk_vpn_policy` setting) at a sign-up or a member's claim:
 * `allow` asks nothing and notes nothing; `flag` notes a `vpn` signal for the member, which the
 * score reads as "VPN at sign-up" or "VPN at claims"; `refuse` also refuses the action with 400.
 * The proxy check (integrations/proxycheck) is asked only when the policy is not `allow`, keeps
 * its own cache per address, and fails open: a service that is down, slow or not configured
 * answers "not a proxy", so an outage never refuses anyone.
 */
async function isVpn(db: DbOrTx, proxyCheck: ProxyCheck, address: string) {
  if (!proxyCheck.enabled) return { vpn: false, refuse: false };
  const policy = await readSetting(db, 'risk_vpn_policy');
  if (policy === 'allow') return { vpn: false, refuse: false };
  const vpn = await proxyCheck.isProxy(address);
  return { vpn, refuse: vpn && policy === 'refuse' };
}

/** The `vpn` signal of an address: the address itself, so the operator sees which one. */
export const vpnSignal = (address: string) => ({
  kind: 'vpn' as const,
  value: plainAddress(address),
});

/**
 * Before a sign-up's transaction (no member exists yet, so a refusal notes nothing): throws the
 * refusal under `refuse`, and answers whether the new member is to be noted as signing up
 * through a VPN (noteSignup's origin `vpn`).
 */
export async function vpnAtSignup(
  db: DbOrTx,
  proxyCheck: ProxyCheck,
  address: string,
  refusal: string,
): Promise<boolean> {
  const { vpn, refuse } = await isVpn(db, proxyCheck, address);
  if (refuse) throw badRequest(refusal);
  return vpn;
}

/**
 * Before a member's claim is paid: notes the `vpn` signal in its own write (a refused claim
 * rolls nothing of it back), then throws the refusal under `refuse`.
 */
export async function vpnAtClaim(
  db: DbOrTx,
  proxyCheck: ProxyCheck,
  claim: { memberId: string; address: string },
  refusal: string,
): Promise<void> {
  const { vpn, refuse } = await isVpn(db, proxyCheck, claim.address);
  if (!vpn) return;
  await recordSignals(db, claim.memberId, 'claim', [vpnSignal(claim.address)]);
  if (refuse) throw badRequest(refusal);
}
