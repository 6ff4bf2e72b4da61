import { ACCOUNT_TEXTS } from '@kamao/contract/account-texts';
import { ACCOUNT_TEXTS_HI } from '@kamao/contract/account-texts.hi';
import { GENERIC_ERROR_MESSAGE } from '@kamao/contract/error-texts';
import { GENERIC_ERROR_MESSAGE_HI } from '@kamao/contract/error-texts.hi';
import {
  EMAIL_INVALID_MESSAGE_HI,
  EMAIL_REQUIRED_MESSAGE_HI,
  FIELD_TEXTS_HI,
  MOBILE_NUMBER_MESSAGE_HI,
  PASSWORD_LENGTH_MESSAGE_HI,
  PASSWORD_MAX_MESSAGE_HI,
} from '@kamao/contract/validation-texts.hi';
import { bilingual } from '../../lib/texts';

/**
 * The texts of the profile and settings pages. Spec texts (docs/product/accounts.md#profile and the
 * settings headings) are verbatim in English; those the server also sends are the contract's, with
 * their Hindi siblings.
 */

/**
 * The server's answer while an e-mail change waits for its link
 * (docs/product/accounts.md#settings-e-mail-change): the page matches it and shows
 * settingsTexts.emailWait instead.
 */
export const EMAIL_CHANGE_PENDING_ERROR = ACCOUNT_TEXTS.emailChangePending;

/** Per form field, its problems in Hindi: left empty, or wrong (too long, not an address). */
type FieldProblemsHi = Record<string, { missing: string; wrong: string }>;

/** A field's problem in Hindi, from the kind the contract's schema found (its zod issue code). */
function problemInHindi(problems: FieldProblemsHi, field: string, code: string, english: string) {
  const problem = problems[field];
  // Every field of the schemas has its entry; a new one shows its English until it gets one.
  if (!problem) return english;
  return code === 'too_small' || code === 'invalid_type' ? problem.missing : problem.wrong;
}

const mobileProblem = { missing: MOBILE_NUMBER_MESSAGE_HI, wrong: MOBILE_NUMBER_MESSAGE_HI };

const PROFILE_PROBLEMS_HI: FieldProblemsHi = {
  name: { missing: FIELD_TEXTS_HI.nameRequired, wrong: 'नाम बहुत लंबा है' },
  address: { missing: 'पता डालना ज़रूरी है', wrong: 'पता बहुत लंबा है' },
  city: { missing: 'शहर डालना ज़रूरी है', wrong: 'शहर का नाम बहुत लंबा है' },
  state: { missing: 'राज्य डालना ज़रूरी है', wrong: 'राज्य का नाम बहुत लंबा है' },
  zip_code: { missing: 'पिन कोड डालना ज़रूरी है', wrong: 'पिन कोड बहुत लंबा है' },
  mobile_number: mobileProblem,
  withdrawal_method: {
    missing: 'निकासी का तरीका चुनना ज़रूरी है',
    wrong: 'निकासी का तरीका बहुत लंबा है',
  },
  withdrawal_account_information: {
    missing: 'निकासी खाता डालना ज़रूरी है',
    wrong: 'निकासी खाते की जानकारी बहुत लंबी है',
  },
};

const SETTINGS_PROBLEMS_HI: FieldProblemsHi = {
  currentPassword: {
    missing: FIELD_TEXTS_HI.currentPasswordRequired,
    wrong: 'मौजूदा पासवर्ड बहुत लंबा है',
  },
  // An empty new password is too short: the spec's length message.
  newPassword: { missing: PASSWORD_LENGTH_MESSAGE_HI, wrong: PASSWORD_MAX_MESSAGE_HI },
  newEmail: { missing: EMAIL_REQUIRED_MESSAGE_HI, wrong: EMAIL_INVALID_MESSAGE_HI },
};

const profileEn = {
  pageTitle: 'Profile',
  // The spec's words
  billingTitle: 'Profile & Billing',
  withdrawalTitle: 'Withdrawal Info',
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
  failed: GENERIC_ERROR_MESSAGE,
  /**
   * A field's problem as the contract's schema found it (its zod issue code): the schema's own
   * words in English, the same problem told in Hindi.
   */
  fieldProblem: (_field: string, _code: string, message: string) => message,
};

export const profileTexts = bilingual(profileEn, {
  pageTitle: 'प्रोफ़ाइल',
  billingTitle: 'प्रोफ़ाइल और बिलिंग',
  withdrawalTitle: 'निकासी की जानकारी',
  intro: 'आपकी जानकारी, और आपकी निकासी किस खाते में भेजी जाती है।',
  billingHint: 'आपका नाम और पता, जैसा आपके भुगतान खाते में दर्ज है।',
  withdrawalHint: 'चुनें कि आप भुगतान कैसे पाना चाहते हैं। निकासी इसी खाते में भेजी जाती है।',
  name: 'पूरा नाम',
  address: 'पता',
  city: 'शहर',
  state: 'राज्य',
  zip: 'पिन कोड',
  mobile: 'मोबाइल नंबर',
  method: 'निकासी का तरीका',
  methodPlaceholder: 'कोई तरीका चुनें',
  account: 'निकासी खाता',
  accountPlaceholder: 'UPI ID, Paytm नंबर या बैंक खाते की जानकारी',
  minimum: 'न्यूनतम निकासी',
  balance: 'उपलब्ध बैलेंस',
  save: 'प्रोफ़ाइल सेव करें',
  saving: 'सेव हो रहा है…',
  noMethods: 'अभी निकासी का कोई तरीका उपलब्ध नहीं है। कृपया बाद में फिर देखें।',
  loadFailed: 'आपकी प्रोफ़ाइल लोड नहीं हो सकी।',
  retry: 'फिर से कोशिश करें',
  failed: GENERIC_ERROR_MESSAGE_HI,
  fieldProblem: (field, code, message) => problemInHindi(PROFILE_PROBLEMS_HI, field, code, message),
});

const settingsEn = {
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
  failed: GENERIC_ERROR_MESSAGE,
  // ---- Password change (docs/product/accounts.md#settings-password-change) ----
  samePassword: ACCOUNT_TEXTS.samePassword,
  passwordMismatch: 'New password and confirm password not match.',
  // ---- E-mail change (docs/product/accounts.md#settings-e-mail-change) ----
  emailInUse: ACCOUNT_TEXTS.emailInUse,
  emailMismatch: 'new Email and confirm Email not match.',
  emailWait: ACCOUNT_TEXTS.settingsWait,
  /**
   * A problem the contract's field schemas find (by zod issue code): their own words in English
   * ('Password must be at least 8 characters long.', 'Email is required!'), the same problem
   * told in Hindi.
   */
  fieldProblem: (_field: string, _code: string, message: string) => message,
};

export const settingsTexts = bilingual(settingsEn, {
  pageTitle: 'सेटिंग्स',
  intro: 'अपना पासवर्ड या अपने खाते का ईमेल पता बदलें।',
  passwordTitle: 'पासवर्ड बदलें',
  passwordHint: 'पासवर्ड बदलने पर आप बाकी सभी डिवाइस से लॉग आउट हो जाएँगे।',
  currentPassword: 'मौजूदा पासवर्ड',
  newPassword: 'नया पासवर्ड',
  confirmPassword: 'नया पासवर्ड दोबारा डालें',
  showPassword: 'पासवर्ड दिखाएँ',
  hidePassword: 'पासवर्ड छिपाएँ',
  savePassword: 'पासवर्ड बदलें',
  emailTitle: 'ईमेल बदलें',
  emailHint: 'हम नए पते पर एक पुष्टि लिंक भेजते हैं। लिंक खोलने पर ही बदलाव लागू होता है।',
  currentEmail: 'मौजूदा ईमेल',
  newEmail: 'नया ईमेल',
  confirmEmail: 'नया ईमेल दोबारा डालें',
  saveEmail: 'पुष्टि लिंक भेजें',
  busy: 'कृपया इंतज़ार करें…',
  timeRemaining: 'बाकी समय:',
  loadFailed: 'आपके खाते की सेटिंग्स लोड नहीं हो सकीं।',
  retry: 'फिर से कोशिश करें',
  failed: GENERIC_ERROR_MESSAGE_HI,
  samePassword: ACCOUNT_TEXTS_HI.samePassword,
  passwordMismatch: 'नया पासवर्ड और दोबारा डाला गया पासवर्ड मेल नहीं खाते।',
  emailInUse: ACCOUNT_TEXTS_HI.emailInUse,
  emailMismatch: 'नया ईमेल और दोबारा डाला गया ईमेल मेल नहीं खाते।',
  emailWait: ACCOUNT_TEXTS_HI.settingsWait,
  fieldProblem: (field, code, message) =>
    problemInHindi(SETTINGS_PROBLEMS_HI, field, code, message),
});
