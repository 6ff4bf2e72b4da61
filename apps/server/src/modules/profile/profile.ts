import { ACCOUNT_TEXTS } from '@kamao/contract/account-texts';
import { and, asc, eq } from 'drizzle-orm';
import type { ProfilePayload } from '@kamao/contract/api-account';
import { checkPayoutAccount } from '@kamao/contract/payout-account';
import type { Db } from '../../db/client.ts';
import { users, withdrawalMethods } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { availableBalance } from '../wallet/index.ts';

/** The methods the operator offers now, in their order, minimums in milli-rupees. */
export async function enabledWithdrawalMethods(db: Db) {
  return db
    .select({
      name: withdrawalMethods.name,
      details: withdrawalMethods.details,
      minimumAmount: withdrawalMethods.minimumAmount,
      kind: withdrawalMethods.kind,
    })
    .from(withdrawalMethods)
    .where(eq(withdrawalMethods.enabled, true))
    .orderBy(asc(withdrawalMethods.position), asc(withdrawalMethods.name));
}

/**
 * The profile page (docs/product/accounts.md#profile): the member's fields, balance and the
 * methods.
 */
export async function readProfile(db: Db, memberId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, memberId));
  if (!user) throw notFound();
  return {
    member: user,
    availableBalance: await availableBalance(db, memberId),
    withdrawalMethods: await enabledWithdrawalMethods(db),
  };
}
export type Profile = Awaited<ReturnType<typeof readProfile>>;

type ParsedProfile = { [K in keyof ProfilePayload]: string };

/**
 * Saves the eight fields; the method must be one the operator currently offers, and the account
 * must have the shape of the method's kind (kept in its normal form, e.g. a UPI ID in lower case).
 */
export async function updateProfile(db: Db, memberId: string, input: ParsedProfile): Promise<void> {
  const [method] = await db
    .select({ name: withdrawalMethods.name, kind: withdrawalMethods.kind })
    .from(withdrawalMethods)
    .where(
      and(eq(withdrawalMethods.name, input.withdrawal_method), eq(withdrawalMethods.enabled, true)),
    );
  if (!method) throw badRequest(ACCOUNT_TEXTS.invalidMethod);
  const account = checkPayoutAccount(method.kind, input.withdrawal_account_information);
  if (!account.ok) throw badRequest(account.message);
  await db
    .update(users)
    .set({
      name: input.name,
      address: input.address,
      city: input.city,
      state: input.state,
      zipCode: input.zip_code,
      mobileNumber: input.mobile_number,
      withdrawalMethod: method.name,
      withdrawalAccountInformation: account.account,
    })
    .where(eq(users.id, memberId));
}
