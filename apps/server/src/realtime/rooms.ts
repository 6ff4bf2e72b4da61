/** Socket.IO rooms of the server: every socket of a member, and of one session. */
export const memberRoom = (memberId: string) => `user-${memberId}`;
export const sessionRoom = (sessionId: string) => `session-${sessionId}`;
