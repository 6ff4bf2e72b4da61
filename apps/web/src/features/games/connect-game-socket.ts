import type { Socket } from 'socket.io-client';
import type { SocketProfile } from '../../lib/member-socket';

/** Opens a page's socket; the pages take it as a parameter so tests can hand in their own. */
export type ConnectSocket = () => Promise<Socket>;

/**
 * The member socket with the page's reconnection profile (docs/product/common.md#real-time-socket:
 * the lobby retries forever, the play screen gives up after 20 attempts). The socket client is
 * loaded with the page that needs it, not with the first screen.
 */
export function connectGameSocket(profile: Extract<SocketProfile, 'listPage' | 'roomPage'>) {
  return import('../../lib/member-socket').then((m) => m.connectMemberSocket(profile));
}
