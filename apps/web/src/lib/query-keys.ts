/**
 * Roots of the TanStack Query keys the shell relies on. Every query of a member's own data
 * starts with MEMBER_QUERY_ROOT, so a logout or a lost session drops all of it at once and the
 * next member on this browser never sees the previous one's numbers.
 */
export const MEMBER_QUERY_ROOT = 'member';
export const CHECK_LOGIN_QUERY_KEY = ['checkLogin'] as const;
/** Whether the member signed in is an operator (the login check says so); under the member root. */
export const IS_ADMIN_QUERY_KEY = [MEMBER_QUERY_ROOT, 'isAdmin'] as const;
