/**
 * The methods that change state: the CSRF check guards them (request-guards.ts), and a
 * member's successful call with one drops their kept page answers (member-answers.ts).
 */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set([
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
]);
