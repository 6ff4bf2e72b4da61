import { PASSWORD_MAX_LENGTH } from './constants.ts';

/**
 * The messages of the field schemas shared by the client's forms and the server's routes
 * (validation.ts and the payload schemas of api-*.ts): the server sends the first one as
 * error_msg, and the forms show them under their fields. The spec's texts are verbatim.
 */

// signup, contact form (docs/product/accounts.md#signup)
export const MOBILE_NUMBER_MESSAGE = 'Please enter a valid 10-digit Indian mobile number';
// password change (docs/product/accounts.md#settings-password-change)
export const PASSWORD_LENGTH_MESSAGE = 'Password must be at least 8 characters long.';
export const PASSWORD_MAX_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
// forgot password (docs/product/accounts.md#forgot-password)
export const EMAIL_REQUIRED_MESSAGE = 'Email is required!';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address.';

/** The required-field messages of the payload schemas (ours unless the spec gives one). */
export const FIELD_TEXTS = {
  identifierRequired: 'Email or username is required',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  currentPasswordRequired: 'Current password is required',
  giftCodeRequired: 'Please enter a gift code',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  consentRequired: 'Please accept the terms of use and privacy policy.',
} as const;
