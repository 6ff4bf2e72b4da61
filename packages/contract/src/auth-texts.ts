/**
 * Texts of login, signup, Google sign-in, password reset and e-mail verification that the
 * server sends and the web shows or reacts to, verbatim from the spec (docs/product/accounts.md)
 * unless marked ours.
 */
export const AUTH_TEXTS = {
  /** Every form with a captcha. */
  captchaRequired: 'Please verify that you are a human!',
  /** The spec's client clears its stored account on exactly this text. */
  invalidDetails: 'Invalid details',
  loginSuccess: 'Login Success!',
  signupSuccess: 'user registered successfully!',
  /** The client turns this into 'User Already Registered Please Login'. */
  alreadyRegistered: 'Already Registered',
  googleSuccess: 'success!',
  /** Google sign-in of an account that has a password. */
  loginWithPassword: 'Please Login With Password',
  resetLinkSent: 'Password reset link sent successfully.',
  /** Ours: a banned member's login. */
  accountSuspended: 'Your account has been suspended.',
  /** Ours: a known device locked after repeated wrong passwords from it. */
  accountLocked: (minutes: number) =>
    `Too many failed login attempts. Please try again after ${minutes} minutes.`,
  /** Ours: a 429 with time_left while one network's guesses at an account are slowed down. */
  loginWait: (seconds: number) =>
    `Too many failed login attempts. Please wait ${seconds} seconds and try again.`,
  /** Ours: the web answers this exact text by loading the harder captcha challenge. */
  strongerCheckNeeded:
    'Many wrong passwords were tried on this account. Please complete the longer check and log in again.',
  /** Ours: the signups of one network in a day are capped. */
  tooManySignups:
    'Too many accounts were created from your network today. Please try again tomorrow.',
  /** Ours: a browser that already made the accounts the operator allows per device. */
  deviceAccountLimit:
    'This device already has the most accounts allowed. Log in to your existing account, or contact support.',
  /** Ours: a sign-up from a VPN or proxy while the operator's VPN policy refuses them. */
  vpnRefused:
    'Sign-ups through a VPN or proxy are not allowed. Please turn off your VPN or proxy and try again.',
  /** Ours: a new password on the common-password list (signup, reset, change). */
  commonPassword: 'This password is too common. Please choose another one.',
  // Google sign-in: the server's redirect carries the text as ?google_error=.
  missingCredentials: 'Missing credentials',
  noGoogleAccount: 'No account is registered with this Google account. Please sign up first.',
  googleNotConfigured: 'Google sign-in is not configured.',
  // Ours: password reset.
  /** A 429 with time_left while a link sent recently is still valid. */
  resetLinkRecent: 'A reset link was sent recently. Please check your inbox.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  resetTokenVerified: 'Token verified',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  // Ours: the link of an e-mail change (the e-mail verification page).
  emailLinkInvalid: 'This email verification link is invalid or has expired.',
  emailUpdated: 'Your email address has been updated.',
} as const;
