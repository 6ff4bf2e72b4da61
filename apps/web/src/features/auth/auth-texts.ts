import { AUTH_TEXTS as SPEC_TEXTS } from '@kamao/contract/auth-texts';
import { AUTH_TEXTS_HI as SPEC_TEXTS_HI } from '@kamao/contract/auth-texts.hi';
import { GENERIC_ERROR_MESSAGE } from '@kamao/contract/error-texts';
import { GENERIC_ERROR_MESSAGE_HI } from '@kamao/contract/error-texts.hi';
import { bilingual } from '../../lib/texts';

/**
 * The texts of the sign-in and account screens: the spec's words verbatim in English
 * (docs/product/accounts.md), those the server also sends from the contract, each with its Hindi.
 */
const en = {
  // Toasts and messages (docs/product/common.md#toasts-and-dialogs).
  captchaRequired: SPEC_TEXTS.captchaRequired,
  accountSwitching: (email: string) =>
    `Account switching is restricted. Please log in with ${email}.`,
  loginGenericError: GENERIC_ERROR_MESSAGE,
  /** Ours: under the captcha while the login asks for the harder challenge. */
  longerCheck:
    'Someone has been trying wrong passwords on this account, so the check takes a little longer. Your password is safe.',
  loginSuccess: SPEC_TEXTS.loginSuccess,
  signupSuccess: SPEC_TEXTS.signupSuccess,
  passwordsDoNotMatch: 'Password & confirm password do not match.',
  multipleAccounts: 'Multiple accounts from the same IP address are not allowed.',
  termsRequired: 'You have to check I agree checkbox for registration.',
  alreadyRegistered: 'User Already Registered Please Login',
  signupGenericError: 'Something went wrong please try again after sometime',
  googleSuccess: SPEC_TEXTS.googleSuccess,
  googleLoginWithPassword: 'You Already Registered Please Login With Password',
  resetLinkSent: SPEC_TEXTS.resetLinkSent,
  requestFailed: 'Request Failed',
  tryAgainAfter: 'Try again after',
  tokenVerificationFailed: 'Token Verification Failed!',
  resetPasswordsDoNotMatch:
    'Passwords do not match. Please enter the same password in both fields.',
  resetErrorTitle: 'Error!',
  resetGenericError: 'Something went wrong.',
  passwordResetDone: 'Password reset successfully.',
  emailVerified: 'Email verified',
  genericError: GENERIC_ERROR_MESSAGE,

  // The login screen (docs/product/accounts.md#login).
  loginTitle: 'Login',
  identifierLabel: 'Email or Username',
  passwordLabel: 'Password',
  rememberMe: 'Remember Me',
  forgotPassword: 'I Forgot My Password',
  loginButton: 'Login',
  loginWithGoogle: 'Login With Google',
  register: 'Register',
  or: 'or',

  // The signup screen (docs/product/accounts.md#signup).
  signupTitle: 'Sign Up',
  signupIntro: (site: string) => `Create your free ${site} account and start earning.`,
  invitedBy: 'Invited by',
  nameLabel: 'Name',
  mobileLabel: 'Mobile Number',
  mobilePlaceholder: '10-digit mobile number',
  emailLabel: 'Email',
  reenterPasswordLabel: 'Re-enter Password',
  reenterPasswordRequired: 'Please re-enter your password',
  // 'I agree to the {Terms of Use} and {Privacy Policy}', the links in the middle.
  agreeBefore: 'I agree to the',
  termsOfUse: 'Terms of Use',
  agreeBetween: 'and',
  privacyPolicy: 'Privacy Policy',
  agreeAfter: '',
  signupButton: 'Sign Up',
  signupWithGoogle: 'Sign Up With Google',
  haveAccount: 'Already have an account?',

  // The forgot-password dialog (docs/product/accounts.md#forgot-password).
  forgotTitle: 'Forgot Password',
  close: 'Close',
  forgotIntro:
    'Enter the e-mail of your account. We will send you a link to choose a new password.',
  sendResetLink: 'Send Reset Link',

  // The password reset page (docs/product/accounts.md#password-reset-page).
  resetTitle: 'Reset Password',
  checkingResetLink: 'Checking your reset link…',
  resetIntro: 'Choose a new password of at least 8 characters.',
  newPasswordLabel: 'New Password',
  confirmPasswordLabel: 'Confirm Password',
  resetButton: 'Reset Password',

  // The e-mail verification page (docs/product/accounts.md#e-mail-verification-page).
  verificationTitle: 'E-mail Verification',
  verifying: 'Verifying your new e-mail address…',
};

export const AUTH_PAGE_TEXTS = bilingual(en, {
  captchaRequired: SPEC_TEXTS_HI.captchaRequired,
  accountSwitching: (email) => `खाता बदलने की अनुमति नहीं है। कृपया ${email} से लॉग इन करें।`,
  loginGenericError: GENERIC_ERROR_MESSAGE_HI,
  longerCheck:
    'इस खाते पर कोई गलत पासवर्ड आज़मा रहा है, इसलिए जाँच में थोड़ा ज़्यादा समय लगेगा। आपका पासवर्ड सुरक्षित है।',
  loginSuccess: SPEC_TEXTS_HI.loginSuccess,
  signupSuccess: SPEC_TEXTS_HI.signupSuccess,
  passwordsDoNotMatch: 'पासवर्ड और पक्का किया गया पासवर्ड मेल नहीं खाते।',
  multipleAccounts: 'एक ही आईपी पते से कई खाते बनाने की अनुमति नहीं है।',
  termsRequired: 'रजिस्ट्रेशन के लिए "मैं सहमत हूँ" पर टिक करना ज़रूरी है।',
  alreadyRegistered: 'आप पहले से रजिस्टर्ड हैं, कृपया लॉग इन करें',
  signupGenericError: 'कुछ गड़बड़ हो गई, कृपया कुछ देर बाद फिर से कोशिश करें',
  googleSuccess: SPEC_TEXTS_HI.googleSuccess,
  googleLoginWithPassword: 'आप पहले से रजिस्टर्ड हैं, कृपया पासवर्ड से लॉग इन करें',
  resetLinkSent: SPEC_TEXTS_HI.resetLinkSent,
  requestFailed: 'अनुरोध विफल रहा',
  tryAgainAfter: 'फिर से कोशिश करने में बाकी समय:',
  tokenVerificationFailed: 'लिंक की पुष्टि नहीं हो सकी!',
  resetPasswordsDoNotMatch: 'पासवर्ड मेल नहीं खाते। कृपया दोनों जगह एक ही पासवर्ड डालें।',
  resetErrorTitle: 'गड़बड़ी!',
  resetGenericError: 'कुछ गड़बड़ हो गई।',
  passwordResetDone: 'पासवर्ड सफलतापूर्वक रीसेट हो गया।',
  emailVerified: 'ईमेल की पुष्टि हो गई',
  genericError: GENERIC_ERROR_MESSAGE_HI,

  loginTitle: 'लॉग इन',
  identifierLabel: 'ईमेल या यूज़रनेम',
  passwordLabel: 'पासवर्ड',
  rememberMe: 'मुझे याद रखें',
  forgotPassword: 'मैं अपना पासवर्ड भूल गया',
  loginButton: 'लॉग इन करें',
  loginWithGoogle: 'Google से लॉग इन करें',
  register: 'रजिस्टर करें',
  or: 'या',

  signupTitle: 'साइन अप',
  signupIntro: (site) => `अपना मुफ़्त ${site} खाता बनाएँ और कमाई शुरू करें।`,
  invitedBy: 'आमंत्रित करने वाले:',
  nameLabel: 'नाम',
  mobileLabel: 'मोबाइल नंबर',
  mobilePlaceholder: '10 अंकों का मोबाइल नंबर',
  emailLabel: 'ईमेल',
  reenterPasswordLabel: 'पासवर्ड दोबारा डालें',
  reenterPasswordRequired: 'कृपया अपना पासवर्ड दोबारा डालें',
  agreeBefore: 'मैं',
  termsOfUse: 'उपयोग की शर्तों',
  agreeBetween: 'और',
  privacyPolicy: 'गोपनीयता नीति',
  agreeAfter: 'से सहमत हूँ',
  signupButton: 'साइन अप करें',
  signupWithGoogle: 'Google से साइन अप करें',
  haveAccount: 'पहले से खाता है?',

  forgotTitle: 'पासवर्ड भूल गए',
  close: 'बंद करें',
  forgotIntro: 'अपने खाते का ईमेल डालें। नया पासवर्ड चुनने के लिए हम आपको एक लिंक भेजेंगे।',
  sendResetLink: 'रीसेट लिंक भेजें',

  resetTitle: 'पासवर्ड रीसेट करें',
  checkingResetLink: 'आपके रीसेट लिंक की जाँच हो रही है…',
  resetIntro: 'कम से कम 8 अक्षरों का नया पासवर्ड चुनें।',
  newPasswordLabel: 'नया पासवर्ड',
  confirmPasswordLabel: 'पासवर्ड पक्का करें',
  resetButton: 'पासवर्ड रीसेट करें',

  verificationTitle: 'ईमेल की पुष्टि',
  verifying: 'आपके नए ईमेल पते की पुष्टि हो रही है…',
});
