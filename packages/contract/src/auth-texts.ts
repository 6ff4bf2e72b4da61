/**
 * Texts of login, signup, Google sign-in and password reset that the server sends and the web
 * shows or reacts to, verbatim from spec part 1 (§4, §5, §8).
 */
export const AUTH_TEXTS = {
  /** Every form with a captcha (§5). */
  captchaRequired: 'Please verify that you are a human!',
  /** The spec's client clears its stored account on exactly this text (§8). */
  invalidDetails: 'Invalid details',
  loginSuccess: 'Login Success!',
  signupSuccess: 'user registered successfully!',
  /** The client turns this into 'User Already Registered Please Login' (§8). */
  alreadyRegistered: 'Already Registered',
  googleSuccess: 'success!',
  /** Google sign-in of an account that has a password (§8). */
  loginWithPassword: 'Please Login With Password',
  resetLinkSent: 'Password reset link sent successfully.',
  /** Ours: a banned member's login. */
  accountSuspended: 'Your account has been suspended.',
} as const;
