import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { AUTH_TEXTS_HI } from '@kamao/contract/auth-texts.hi';
import { GENERIC_ERROR_MESSAGE } from '@kamao/contract/error-texts';
import { GENERIC_ERROR_MESSAGE_HI } from '@kamao/contract/error-texts.hi';
import { bilingual } from './texts';

/**
 * Spec texts the shell itself shows (docs/product/common.md#errors-every-page-may-show), in English
 * and Hindi.
 *
 * The English constants are the spec's words, verbatim: the English side of SHELL_MESSAGES and
 * of other features' texts, and what tests and server answers compare with. What a member reads
 * comes from SHELL_MESSAGES in the chosen language: `textsNow(SHELL_MESSAGES).sessionExpired`
 * when it is shown (a toast, a dialog), `useTexts(SHELL_MESSAGES)` in a component.
 */
export { GENERIC_ERROR_MESSAGE };
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
export const LOGOUT_CONFIRM_MESSAGE = 'Are you sure you want to log out?';
export const LOGOUT_SUCCESS_MESSAGE = 'LogOut success!';
export const LOGIN_SUCCESS_MESSAGE = AUTH_TEXTS.loginSuccess;
export const ALREADY_LOGGED_IN_MESSAGE = 'You Already Logged In';
/** The real-time connection (docs/product/common.md#real-time-socket). */
export const WEBSOCKET_FAILED_MESSAGE = 'WebSocket connection failed. Please try again.';
export const RECONNECTING_MESSAGE = 'Reconnecting...';
export const RECONNECTION_FAILED_MESSAGE = 'Reconnection failed. Please try again later.';

const en = {
  genericError: GENERIC_ERROR_MESSAGE,
  sessionExpired: SESSION_EXPIRED_MESSAGE,
  logoutConfirm: LOGOUT_CONFIRM_MESSAGE,
  /** The logout popup's buttons (docs/product/accounts.md#logout: Confirm and Close). */
  logoutConfirmButton: 'Confirm',
  logoutCloseButton: 'Close',
  logoutSuccess: LOGOUT_SUCCESS_MESSAGE,
  loginSuccess: LOGIN_SUCCESS_MESSAGE,
  alreadyLoggedIn: ALREADY_LOGGED_IN_MESSAGE,
  websocketFailed: WEBSOCKET_FAILED_MESSAGE,
  reconnecting: RECONNECTING_MESSAGE,
  reconnectionFailed: RECONNECTION_FAILED_MESSAGE,
};

export const SHELL_MESSAGES = bilingual(en, {
  genericError: GENERIC_ERROR_MESSAGE_HI,
  sessionExpired: 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
  logoutConfirm: 'क्या आप सच में लॉग आउट करना चाहते हैं?',
  logoutConfirmButton: 'पक्का करें',
  logoutCloseButton: 'बंद करें',
  logoutSuccess: 'लॉग आउट हो गया!',
  loginSuccess: AUTH_TEXTS_HI.loginSuccess,
  alreadyLoggedIn: 'आप पहले से लॉग इन हैं',
  websocketFailed: 'लाइव कनेक्शन नहीं जुड़ सका। कृपया फिर से कोशिश करें।',
  reconnecting: 'फिर से जुड़ रहा है...',
  reconnectionFailed: 'फिर से नहीं जुड़ सका। कृपया बाद में फिर कोशिश करें।',
});

/**
 * A shell text that travelled as plain English (a socket's connection message, an error's
 * message) in the chosen language's words; any other text is returned as it is.
 */
export function shellMessageIn(texts: typeof SHELL_MESSAGES.en, english: string): string {
  for (const key of Object.keys(en) as (keyof typeof en)[]) {
    if (en[key] === english) return texts[key];
  }
  return english;
}
