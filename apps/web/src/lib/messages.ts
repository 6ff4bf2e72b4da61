import { AUTH_TEXTS } from '@kamao/contract/auth-texts';

/**
 * Spec texts the shell itself shows, verbatim (spec part 1 §8, part 2 §8). They stay English
 * whatever the interface language: the spec fixes them word for word.
 */
export { GENERIC_ERROR_MESSAGE } from '@kamao/contract/error-texts';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
export const LOGOUT_CONFIRM_MESSAGE = 'Are you sure you want to log out?';
export const LOGOUT_SUCCESS_MESSAGE = 'LogOut success!';
export const LOGIN_SUCCESS_MESSAGE = AUTH_TEXTS.loginSuccess;
export const ALREADY_LOGGED_IN_MESSAGE = 'You Already Logged In';
/** The real-time connection (spec part 2 §8). */
export const WEBSOCKET_FAILED_MESSAGE = 'WebSocket connection failed. Please try again.';
export const RECONNECTING_MESSAGE = 'Reconnecting...';
export const RECONNECTION_FAILED_MESSAGE = 'Reconnection failed. Please try again later.';
