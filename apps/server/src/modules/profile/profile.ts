import { ACCOUNT_TEXTS } from '@kamao/contract/account-texts';
import { and, asc, eq } from 'drizzle-orm';
import type { ProfilePayload } from '@kamao/contract/api-account';
import { milliToRupees } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { users, withdrawalMethods } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { availableBalance } from '../wallet/index.ts';

export async function enabledWithdrawalMethods(db: Db) {
  const rows = await db
    .select()
    .from(withdrawalMethods)
    .where(eq(withdrawalMethods.enabled, true))
    .orderBy(asc(withdrawalMethods.position), asc(withdrawalMethods.name));
  return rows.map((m) => ({
    withdrawalMethod_name: m.name,
    withdrawalMethod_details: m.details,
    withdrawalMethod_minimumAmount: milliToRupees(m.minimumAmount),
  }));
}

export async function readProfile(db: Db, memberId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, memberId));
  if (!user) throw notFound();
  return {
    name: user.name,
    address: user.address ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zip_code: user.zipCode ?? '',
    mobile_number: user.mobileNumber ?? '',
    withdrawal_method: user.withdrawalMethod ?? '',
    withdrawal_account_information: user.withdrawalAccountInformation ?? '',
    available_balance: await availableBalance(db, memberId),
    other_data_withdrawalMethodArray: await enabledWithdrawalMethods(db),
  };
}

type ParsedProfile = { [K in keyof ProfilePayload]: string };

/** Saves the eight fields; the method must be one the operator currently offers. */
export async function updateProfile(db: Db, memberId: string, input: ParsedProfile): Promise<void> {
  const [method] = await db
    .select({ name: withdrawalMethods.name })
    .from(withdrawalMethods)
    .where(
      and(eq(withdrawalMethods.name, input.withdrawal_method), eq(withdrawalMethods.enabled, true)),
    );
  if (!method) throw badRequest(ACCOUNT_TEXTS.invalidMethod);
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
      withdrawalAccountInformation: input.withdrawal_account_information,
    })
    .where(eq(users.id, memberId));
}
