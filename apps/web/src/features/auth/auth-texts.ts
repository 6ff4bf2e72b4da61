/**
 * The texts of the sign-in and account screens, verbatim from spec part 1 (§§4, 5, 8). They
 * stay English whatever the interface language: the spec fixes them word for word.
 */
export const CAPTCHA_REQUIRED_MESSAGE = 'Please verify that you are a human!';
export const ACCOUNT_SWITCHING_MESSAGE = (email: string) =>
  `Account switching is restricted. Please log in with ${email}.`;
export const INVALID_DETAILS = 'Invalid details';
export const LOGIN_GENERIC_ERROR = 'Something went wrong, please try again.';

export const SIGNUP_SUCCESS_MESSAGE = 'user registered successfully!';
export const PASSWORDS_DO_NOT_MATCH = 'Password & confirm password do not match.';
export const MULTIPLE_ACCOUNTS_MESSAGE =
  'Multiple accounts from the same IP address are not allowed.';
export const GOOGLE_TERMS_REQUIRED = 'You have to check I agree checkbox for registration.';
export const TERMS_REQUIRED = 'You have to check I agree checkbox for registration.';
export const ALREADY_REGISTERED = 'Already Registered';
export const ALREADY_REGISTERED_MESSAGE = 'User Already Registered Please Login';
export const SIGNUP_GENERIC_ERROR = 'Something went wrong please try again after sometime';

export const GOOGLE_SUCCESS_MESSAGE = 'success!';
export const GOOGLE_LOGIN_WITH_PASSWORD = 'Please Login With Password';
export const GOOGLE_LOGIN_WITH_PASSWORD_MESSAGE =
  'You Already Registered Please Login With Password';

export const RESET_LINK_SENT_MESSAGE = 'Password reset link sent successfully.';
export const REQUEST_FAILED_MESSAGE = 'Request Failed';
export const TRY_AGAIN_AFTER = 'Try again after';

export const TOKEN_VERIFICATION_FAILED = 'Token Verification Failed!';
export const RESET_PASSWORDS_DO_NOT_MATCH =
  'Passwords do not match. Please enter the same password in both fields.';
export const RESET_ERROR_TITLE = 'Error!';
export const RESET_GENERIC_ERROR = 'Something went wrong.';
