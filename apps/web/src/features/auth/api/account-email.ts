import { apiRequest } from '../../../lib/api-client';

/**
 * The logged-in account's e-mail, from GET /userRoute/userpassword_and_email_get
 * (docs/product/accounts.md#calls-and-fields): the login answer does not carry it, and the browser
 * keeps it as `user`.
 */
export async function fetchAccountEmail(): Promise<string | undefined> {
  try {
    const answer = await apiRequest('settingsGet');
    return answer.msg.email_address || undefined;
  } catch {
    return undefined;
  }
}
