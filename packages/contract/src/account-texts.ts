/**
 * Texts of the profile and settings calls that the server sends and the web shows, verbatim
 * from the spec (docs/product/accounts.md#profile and the settings headings) unless marked ours.
 */
export const ACCOUNT_TEXTS = {
  profileUpdated: 'Profile updated successfully',
  /** Ours: the profile names a method the operator does not offer. */
  invalidMethod: 'Please choose a withdrawal method from the list.',
  // docs/product/accounts.md#settings-password-change
  passwordChanged: 'Password changed successfully',
  wrongCurrentPassword: 'Current password is incorrect.',
  samePassword: 'New password must differ from the current password.',
  // docs/product/accounts.md#settings-e-mail-change
  emailLinkSent: 'A verification link has been sent to your new email address.',
  emailInUse: 'The new email is already in use. Please choose a different email.',
  /** A 429 with time_left while a change waits for its link. */
  emailChangePending: 'Already Email update reset registered',
  /** A 429 of the settings calls' own limit. */
  settingsWait: 'Please wait before trying again.',
} as const;
