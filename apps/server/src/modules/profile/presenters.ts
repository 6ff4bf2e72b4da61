import type { profileAnswerSchema, settingsAnswerSchema } from '@kamao/contract/api-account';
import { milliToRupees } from '@kamao/contract/money';
import type { z } from 'zod';
import type { AccountSettings } from './account-settings.ts';
import type { Profile } from './profile.ts';

/** The profile page as the spec names it, amounts in rupees (docs/product/accounts.md#profile). */
export function presentProfile({
  member,
  availableBalance,
  withdrawalMethods,
}: Profile): z.infer<typeof profileAnswerSchema> {
  return {
    msg: {
      // Empty text until the member fills the form.
      name: member.name,
      address: member.address ?? '',
      city: member.city ?? '',
      state: member.state ?? '',
      zip_code: member.zipCode ?? '',
      mobile_number: member.mobileNumber ?? '',
      withdrawal_method: member.withdrawalMethod ?? '',
      withdrawal_account_information: member.withdrawalAccountInformation ?? '',
      available_balance: milliToRupees(availableBalance),
      other_data_withdrawalMethodArray: withdrawalMethods.map((m) => ({
        withdrawalMethod_name: m.name,
        withdrawalMethod_details: m.details,
        withdrawalMethod_minimumAmount: milliToRupees(m.minimumAmount),
        withdrawalMethod_kind: m.kind,
      })),
    },
  };
}

/** The account settings page as the spec names it (docs/product/accounts.md#calls-and-fields). */
export function presentAccountSettings(
  settings: AccountSettings,
): z.infer<typeof settingsAnswerSchema> {
  return {
    msg: {
      email_address: settings.email,
      available_balance: milliToRupees(settings.availableBalance),
    },
  };
}
