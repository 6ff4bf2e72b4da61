// The auth module's public face: sessions and one-time account tokens, for the session plugin,
// the socket handshake, the profile's e-mail change and a member's ban.
export { issueToken, findUsableToken, consumeToken, resendWaitMs } from './account-tokens.ts';
export { LOGIN_DEVICE_COOKIE_MS, openLoginDevice, sealLoginDevice } from './login-device-cookie.ts';
export {
  createSession,
  endMemberSockets,
  lookupSession,
  revokeMemberSessions,
  type NewSession,
  type SessionMember,
} from './session-store.ts';
export { requestOrigin } from './request-origin.ts';
export { SessionCache } from './session-cache.ts';
export { socketMemberId, type SocketSession } from './socket-session.ts';
