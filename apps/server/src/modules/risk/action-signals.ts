import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { withdrawalMethods, type RiskAction } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import { readSetting } from '../settings/index.ts';
import { othersWith } from './member-links.ts';
import { markReferrerLinked } from './referrer-links.ts';
import { membersWithSignal, recordSignals, type Signal } from './record-signals.ts';
import { addressNetwork } from '../../lib/address-network.ts';
import { vpnSignal } from './vpn-policy.ts';
import { mailboxOf, mobileOf, payoutAccountOf, plainAddress } from './signal-values.ts';

/** Where a request came from: its address and, when the browser has one, its device id. */
export interface RequestOrigin {
  address: string;
  deviceId?: string | undefined;
  /** The VPN policy flagged the request's address (vpn-policy.ts); noted at sign-up. */
  vpn?: boolean | undefined;
}

function originSignals(origin: RequestOrigin): Signal[] {
  const address = plainAddress(origin.address);
  return [
    { kind: 'address', value: address },
    { kind: 'network', value: addressNetwork(address) },
    ...(origin.deviceId ? [{ kind: 'device' as const, value: origin.deviceId }] : []),
  ];
}

export interface NewMember {
  id: string;
  email: string;
  mobileNumber: string;
  referrerId?: string | undefined;
}

/**
 * In the sign-up's transaction: refuses the account when the browser already made the accounts
 * the operator allows per device (nothing is created: the error rolls the sign-up back), then
 * notes everything the sign-up showed. Sign-ups from one browser wait for each other here, so
 * two at once cannot both squeeze under the limit.
 */
export async function noteSignup(tx: DbOrTx, member: NewMember, origin: RequestOrigin) {
  if (origin.deviceId) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`risk-device:${origin.deviceId}`}))`,
    );
    const allowed = await readSetting(tx, 'risk_max_accounts_per_device');
    const others = await othersWith(tx, member.id, 'device', origin.deviceId);
    if (others >= allowed) throw badRequest(AUTH_TEXTS.deviceAccountLimit);
  }
  const mobile = mobileOf(member.mobileNumber);
  if (member.referrerId && origin.deviceId) {
    // Referred from the referrer's own browser: linked at once, before any earning is paid.
    const onDevice = await membersWithSignal(
      tx,
      { kind: 'device', value: origin.deviceId },
      member.id,
    );
    if (onDevice.includes(member.referrerId)) await markReferrerLinked(tx, [member.id]);
  }
  await recordSignals(tx, member.id, 'signup', [
    ...originSignals(origin),
    { kind: 'email', value: mailboxOf(member.email) },
    ...(mobile ? [{ kind: 'mobile' as const, value: mobile }] : []),
    ...(member.referrerId ? [{ kind: 'referrer' as const, value: member.referrerId }] : []),
    ...(origin.vpn ? [vpnSignal(origin.address)] : []),
  ]);
}

/** A login, a claim or a withdrawal: where it came from. */
export function noteOrigin(tx: DbOrTx, userId: string, action: RiskAction, origin: RequestOrigin) {
  return recordSignals(tx, userId, action, originSignals(origin));
}

/**
 * A payout account the member saved under a method (by its name), in the form the bank or
 * wallet sees it by the method's kind.
 */
export async function notePayoutAccount(
  tx: DbOrTx,
  userId: string,
  methodName: string,
  account: string,
  origin: RequestOrigin,
) {
  const [method] = await tx
    .select({ name: withdrawalMethods.name, kind: withdrawalMethods.kind })
    .from(withdrawalMethods)
    .where(eq(withdrawalMethods.name, methodName));
  const value = payoutAccountOf(method ?? { name: methodName, kind: 'other' }, account);
  await recordSignals(tx, userId, 'payoutAccount', [
    ...originSignals(origin),
    ...(value ? [{ kind: 'payoutAccount' as const, value }] : []),
  ]);
}
