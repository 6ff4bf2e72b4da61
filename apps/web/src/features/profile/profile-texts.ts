import { ACCOUNT_TEXTS } from '@kamao/contract/account-texts';

/**
 * The texts of the profile and settings pages. Spec texts (part 1 §2, §5, §8) are verbatim and
 * stay English whatever the interface language, like the shell's (lib/messages.ts). Those the
 * server also sends are the contract's.
 */

// ---- spec part 1 §2 ----
export const PROFILE_BILLING_TITLE = 'Profile & Billing';
export const WITHDRAWAL_INFO_TITLE = 'Withdrawal Info';

// ---- spec part 1 §5 "Password change" ----
export const SAME_PASSWORD_MESSAGE = ACCOUNT_TEXTS.samePassword;
export const PASSWORD_MISMATCH_MESSAGE = 'New password and confirm password not match.';

// ---- spec part 1 §5 "Email change", §8 ----
export const EMAIL_IN_USE_MESSAGE = ACCOUNT_TEXTS.emailInUse;
export const EMAIL_MISMATCH_MESSAGE = 'new Email and confirm Email not match.';
export const EMAIL_CHANGE_PENDING_ERROR = ACCOUNT_TEXTS.emailChangePending;
export const EMAIL_WAIT_MESSAGE = ACCOUNT_TEXTS.settingsWait;

// ---- Our own words ----
export const profileTexts = {
  pageTitle: 'Profile',
  intro: 'Your details and where your withdrawals are paid.',
  billingHint: 'Your name and address as they appear on your payment account.',
  withdrawalHint: 'Choose how you want to be paid. Withdrawals go to this account.',
  name: 'Full name',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'PIN code',
  mobile: 'Mobile number',
  method: 'Withdrawal method',
  methodPlaceholder: 'Choose a method',
  account: 'Withdrawal account',
  accountPlaceholder: 'UPI ID, Paytm number or bank account details',
  minimum: 'Minimum withdrawal',
  balance: 'Available balance',
  save: 'Save profile',
  saving: 'Saving…',
  noMethods: 'No withdrawal method is offered right now. Please check back later.',
  loadFailed: 'Your profile could not be loaded.',
  retry: 'Try again',
} as const;

export const settingsTexts = {
  pageTitle: 'Settings',
  intro: 'Change your password or the e-mail address of your account.',
  passwordTitle: 'Change Password',
  passwordHint: 'Changing your password signs you out on every other device.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  savePassword: 'Change password',
  emailTitle: 'Change Email',
  emailHint: 'We send a verification link to the new address. The change applies once you open it.',
  currentEmail: 'Current email',
  newEmail: 'New email',
  confirmEmail: 'Confirm new email',
  saveEmail: 'Send verification link',
  busy: 'Please wait…',
  timeRemaining: 'Time remaining:',
  loadFailed: 'Your account settings could not be loaded.',
  retry: 'Try again',
} as const;
