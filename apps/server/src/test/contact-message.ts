import { apiRoutes } from '@kamao/contract/api-routes';
import type { TestApp } from './test-app.ts';

/** A valid message of the contact form (docs/product/site-and-pages.md#contact-and-support). */
export const CONTACT_MESSAGE = {
  name: 'Ravi',
  email_address: 'ravi@example.com',
  mobile_number: '9876501234',
  subject: 'Hello',
  message: 'A question',
  consent: true,
};

/** Sends the contact form as a visitor, as the web client does. */
export function sendContactMessage(
  t: TestApp,
  obj: object = CONTACT_MESSAGE,
  remoteAddress?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: apiRoutes.contactMessage.path,
    payload: { obj },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}
