import { apiRoutes } from '@kamao/contract/api-routes';
import { contactPayloadSchema, type ContactPayload } from '@kamao/contract/api-site';
import { useMutation } from '@tanstack/react-query';
import { ApiError, errorFromAnswer, readJson } from '../../../lib/api-client';

/** The form's fields: the contract's payload without the captcha answer, which the widget gives. */
export const contactFormSchema = contactPayloadSchema.omit({ captcha_token: true });
export type ContactFormValues = {
  name: string;
  email_address: string;
  mobile_number: string;
  subject: string;
  message: string;
  consent: boolean;
};

/**
 * POST /userMessageRoute/userMessageSave_post with {obj: the contact fields}
 * (docs/product/site-and-pages.md#contact-and-support). The spec sends it without credentials, so
 * it goes straight through fetch with credentials 'omit' rather than the cookie-carrying client.
 * Answers the server's msg; throws an ApiError carrying error_msg (validation, 'Please verify that
 * you are a human!', the hourly limit).
 */
export async function sendContactMessage(payload: ContactPayload): Promise<string | undefined> {
  const route = apiRoutes.contactMessage;
  let response: Response;
  try {
    response = await fetch(route.path, {
      method: route.method,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ obj: payload }),
    });
  } catch {
    throw new ApiError(0, undefined);
  }
  const answer = await readJson(response);
  if (!response.ok) throw errorFromAnswer(response.status, answer);
  const msg = (answer as { msg?: unknown } | undefined)?.msg;
  return typeof msg === 'string' ? msg : undefined;
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: sendContactMessage,
    // The form shows its own error under the fields.
    meta: { silentErrors: true },
  });
}
