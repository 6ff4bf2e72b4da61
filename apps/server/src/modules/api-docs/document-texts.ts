import { SESSION_FLAGS } from '@kamao/contract/session-flags';

/**
 * The words of the document: what every call shares (envelope, sealing, errors, session, CSRF),
 * said once in the document's description instead of on each operation.
 */
export const API_DESCRIPTION = `
The HTTP API of the Kamao site, its member pages and its operator console, generated from the
same zod schemas the server validates with and the web app calls through.

**Payloads.** Most writes send their payload wrapped as \`{"obj": {...}}\` (a few calls use the
wire names \`obj_already\` or \`encryptedObj\`). The wrapped value may be the JSON object itself or
that object sealed into one string, \`v1.<iv>.<ciphertext>\` (AES-256-GCM, both parts base64url,
under the payload key the page hands the browser); the server opens it before validating. An
answer's data sits under \`msg\` in most member calls.

**Errors.** A refused call answers 4xx with \`{"error_msg": "..."}\` (sign-up lists its field
problems as \`[{"msg": "..."}]\`), plus \`time_left\` in milliseconds when the caller must wait.
Bad input is a 400, never a 500.

**Session.** Logging in sets an HttpOnly session cookie (\`sid\`, or \`__Host-sid\` on an https
site). A member call without a valid one answers 401 with one of the session flags as
\`error_msg\`: \`${SESSION_FLAGS.tokenNotFound}\` (no cookie),
\`${SESSION_FLAGS.userNotFound}\` (member deleted or banned) or \`${SESSION_FLAGS.invalid}\`
(expired or revoked). A console call (\`/api/admin/*\`) answers 403 to a member who is not an
operator, and every successful console write is kept in the audit log.

**Cross-site requests.** The cookie is SameSite=Lax. A state-changing request (POST, PUT, PATCH,
DELETE) that carries an \`Origin\` header must name exactly this site's origin (scheme, host and
port), or it is refused with 403; one without \`Origin\` (a server calling) passes. Only JSON
bodies are read, except by the postback endpoint.

**Rate limits.** Logins, sign-ups, mails, password and e-mail changes and the money calls are
limited per address or per member, across every server process: 429 with \`error_msg\`.
`.trim();

export const SESSION_COOKIE_DESCRIPTION =
  'The session cookie set by login, sign-up or Google sign-in (HttpOnly, SameSite=Lax).';
