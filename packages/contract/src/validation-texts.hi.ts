import { PASSWORD_MAX_LENGTH } from './constants.ts';
import type { Translation } from './translation';
import type { FIELD_TEXTS } from './validation-texts';

/** Hindi of validation-texts.ts : what the web shows when a member reads Hindi. */
export const MOBILE_NUMBER_MESSAGE_HI = 'कृपया सही 10 अंकों का भारतीय मोबाइल नंबर डालें';
export const PASSWORD_LENGTH_MESSAGE_HI = 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।';
export const PASSWORD_MAX_MESSAGE_HI = `पासवर्ड ज़्यादा से ज़्यादा ${PASSWORD_MAX_LENGTH} अक्षरों का हो सकता है।`;
export const EMAIL_REQUIRED_MESSAGE_HI = 'ईमेल डालना ज़रूरी है!';
export const EMAIL_INVALID_MESSAGE_HI = 'कृपया सही ईमेल पता डालें।';

export const FIELD_TEXTS_HI: Translation<typeof FIELD_TEXTS> = {
  identifierRequired: 'ईमेल या यूज़रनेम डालना ज़रूरी है',
  passwordRequired: 'पासवर्ड डालना ज़रूरी है',
  nameRequired: 'नाम डालना ज़रूरी है',
  currentPasswordRequired: 'मौजूदा पासवर्ड डालना ज़रूरी है',
  giftCodeRequired: 'कृपया गिफ़्ट कोड डालें',
  subjectRequired: 'विषय डालना ज़रूरी है',
  messageRequired: 'संदेश डालना ज़रूरी है',
  consentRequired: 'कृपया उपयोग की शर्तें और गोपनीयता नीति स्वीकार करें।',
};
