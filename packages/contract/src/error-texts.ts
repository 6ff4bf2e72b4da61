/**
 * Error texts of any call: the server sends them as error_msg and the web shows them, verbatim
 * (spec part 1 §8, part 2 §8).
 */

/** A 500, or any failure the client cannot name. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again.';
/** A 429 of the request rate limit (ours). */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests, please try again later.';
