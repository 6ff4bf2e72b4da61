import { ApiError, errorFromAnswer, readJson, reportSessionFlag } from '../../../lib/api-client';

/**
 * A call of the operator console (paths from the contract's adminPaths). Same conventions as the
 * member calls: the session cookie, `{error_msg}` failures, the one reaction to a lost session.
 */
export async function adminRequest<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, undefined);
  }
  const answer = await readJson(response);
  if (!response.ok) {
    const error = errorFromAnswer(response.status, answer);
    reportSessionFlag(error);
    throw error;
  }
  return answer as T;
}
