import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { GENERIC_ERROR_MESSAGE } from '@kamao/contract/error-texts';

/**
 * The texts of the sign-in and account screens, verbatim from spec part 1 (§§4, 5, 8). They
 * stay English whatever the interface language: the spec fixes them word for word. Those the
 * server also sends are the contract's.
 */
export const CAPTCHA_REQUIRED_MESSAGE = AUTH_TEXTS.captchaRequired;
export const ACCOUNT_SWITCHING_MESSAGE = (email: string) =>
  `Account switching is restricted. Please log in with ${email}.`;
export const INVALID_DETAILS = AUTH_TEXTS.invalidDetails;
export const LOGIN_GENERIC_ERROR = GENERIC_ERROR_MESSAGE;

export const SIGNUP_SUCCESS_MESSAGE = AUTH_TEXTS.signupSuccess;
export const PASSWORDS_DO_NOT_MATCH = 'Password & confirm password do not match.';
export const MULTIPLE_ACCOUNTS_MESSAGE =
  'Multiple accounts from the same IP address are not allowed.';
export const GOOGLE_TERMS_REQUIRED = 'You have to check I agree checkbox for registration.';
export const TERMS_REQUIRED = 'You have to check I agree checkbox for registration.';
export const ALREADY_REGISTERED = AUTH_TEXTS.alreadyRegistered;
export const ALREADY_REGISTERED_MESSAGE = 'User Already Registered Please Login';
export const SIGNUP_GENERIC_ERROR = 'Something went wrong please try again after sometime';

export const GOOGLE_SUCCESS_MESSAGE = AUTH_TEXTS.googleSuccess;
export const GOOGLE_LOGIN_WITH_PASSWORD = AUTH_TEXTS.loginWithPassword;
export const GOOGLE_LOGIN_WITH_PASSWORD_MESSAGE =
  'You Already Registered Please Login With Password';

export const RESET_LINK_SENT_MESSAGE = AUTH_TEXTS.resetLinkSent;
export const REQUEST_FAILED_MESSAGE = 'Request Failed';
export const TRY_AGAIN_AFTER = 'Try again after';

export const TOKEN_VERIFICATION_FAILED = 'Token Verification Failed!';
export const RESET_PASSWORDS_DO_NOT_MATCH =
  'Passwords do not match. Please enter the same password in both fields.';
export const RESET_ERROR_TITLE = 'Error!';
export const RESET_GENERIC_ERROR = 'Something went wrong.';
