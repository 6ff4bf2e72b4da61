import { NOT_FOUND_MESSAGE } from '@kamao/contract/error-texts';

/**
 * An expected failure with the spec's error_msg text (docs/style.md#errors-as-replies). The
 * central error handler renders it as `{error_msg, ...extra}` with its status.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly errorMsg: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(errorMsg);
  }
}

export const badRequest = (msg: string, extra?: Record<string, unknown>) =>
  new AppError(400, msg, extra);
export const unauthorized = (msg: string) => new AppError(401, msg);
export const forbidden = (msg: string) => new AppError(403, msg);
export const notFound = (msg = NOT_FOUND_MESSAGE) => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);
export const tooManyRequests = (msg: string, extra?: Record<string, unknown>) =>
  new AppError(429, msg, extra);
