/**
 * Error texts of any call: the server sends them as error_msg and the web shows them, verbatim
 * (docs/product/common.md#errors-every-page-may-show).
 */

/** A 500, or any failure the client cannot name. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again.';
/** A 429 of the request rate limit (ours). */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests, please try again later.';
/** A payment the member's balance no longer covers (the ledger's refusal). */
export const INSUFFICIENT_BALANCE_MESSAGE = 'Insufficient Balance';
/** Ours: a money call sent again with its idempotency key but other details. */
export const REQUEST_REPEATED_MESSAGE = 'This request was already made with other details.';
/** Ours: a 404 without a text of its own (a record gone while the member looked at it). */
export const NOT_FOUND_MESSAGE = 'Not found';
/** Ours: a request carrying a NUL character, refused before any route reads it. */
export const NUL_REFUSED_MESSAGE = 'The request contains a character that is not allowed.';
/** Ours: the withdraw payload names another method than the one bound in the profile. */
export const WITHDRAW_METHOD_MISMATCH_MESSAGE =
  'The withdrawal method does not match your payment information. Please refresh the page and try again.';
