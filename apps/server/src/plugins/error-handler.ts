import {
  GENERIC_ERROR_MESSAGE,
  INSUFFICIENT_BALANCE_MESSAGE,
  REQUEST_REPEATED_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
} from '@kamao/contract/error-texts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { IdempotencyConflictError, InsufficientFundsError } from '../ledger/errors.ts';

/**
 * The one place that turns errors into answers: expected failures become 4xx `{error_msg}`;
 * anything else is logged and answers 500 with the generic text, never a stack.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ error_msg: error.errorMsg, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ error_msg: validationText(error.validation[0]) });
    }
    if (error instanceof InsufficientFundsError) {
      return reply.code(400).send({ error_msg: INSUFFICIENT_BALANCE_MESSAGE });
    }
    if (error instanceof IdempotencyConflictError) {
      return reply.code(409).send({ error_msg: REQUEST_REPEATED_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error_msg: clientErrorText(error) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error_msg: GENERIC_ERROR_MESSAGE });
  });
}

// zod's own wording; our schemas' texts (the spec's) never start like this.
const GENERIC_ZOD_TEXT = /^(Invalid|Too (small|big)|Unrecognized|Expected|Required)/;

/**
 * The spec's validation text verbatim when the schema gives one (the server repeats every
 * validation with the same texts); otherwise zod's text with the field named.
 */
function validationText(issue: { instancePath?: string; message?: string } | undefined): string {
  const message = issue?.message ?? 'Invalid value';
  if (!GENERIC_ZOD_TEXT.test(message)) return message;
  const field = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || 'request';
  return `Invalid ${field}: ${message}`;
}

function clientErrorText(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Malformed JSON body';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json';
    case 'FST_ERR_VALIDATION':
      return 'Invalid request';
    default:
      return error.statusCode === 429 ? TOO_MANY_REQUESTS_MESSAGE : 'Bad request';
  }
}
