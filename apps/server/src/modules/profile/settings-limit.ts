import { ACCOUNT_TEXTS } from '@kamao/contract/account-texts';
import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/app-error.ts';
import { memberRateLimit } from '../../plugins/member-rate-limit.ts';

/** Password and e-mail changes per member in the window (brakes current-password guessing). */
export const SETTINGS_PATCH_MAX = 10;
export const SETTINGS_PATCH_WINDOW = '10 minutes';

const isEmailChange = (request: FastifyRequest) => {
  const obj = (request.body as { obj?: unknown } | undefined)?.obj;
  return typeof obj === 'object' && obj !== null && 'email_address' in obj;
};

/**
 * The settings patch's limit: per member, counted after the session check and the body's
 * validation, and answered like the route's own wait (docs/product/accounts.md#settings-limit:
 * 'Already Email update reset registered' with time_left in ms), so the settings page
 * shows 'Please wait before trying again.' with its live countdown, never a bare 'Too many
 * requests'. A password change over the limit gets the same wait in plain words.
 */
export const settingsPatchLimit = {
  rateLimit: {
    ...memberRateLimit(SETTINGS_PATCH_MAX, SETTINGS_PATCH_WINDOW).rateLimit,
    errorResponseBuilder: (request: FastifyRequest, context: { ttl: number }) =>
      tooManyRequests(
        isEmailChange(request) ? ACCOUNT_TEXTS.emailChangePending : ACCOUNT_TEXTS.settingsWait,
        {
          time_left: Math.max(0, Math.ceil(context.ttl)),
        },
      ),
  },
};
