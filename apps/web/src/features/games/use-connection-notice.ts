import { RECONNECT_MESSAGE_TIMEOUT_MS } from '@kamao/contract/constants';
import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { shellMessageIn, SHELL_MESSAGES } from '../../lib/messages';
import { useSocketConnection, type SocketConnection } from '../../lib/socket-connection';
import { useTexts } from '../../lib/texts';

/**
 * What a game page says about its connection, in the chosen language: nothing, still trying,
 * or given up.
 */
export type ConnectionNotice = { kind: 'reconnecting' | 'failed'; text: string } | null;

/**
 * The socket's connection as the game pages show it (docs/product/tic-tac-toe.md#disconnects):
 * 'Reconnecting...' while Socket.IO tries again, and after 2 minutes of trying, or when it gave up,
 * 'Reconnection failed. Please try again later.' (before any connection: 'WebSocket connection
 * failed. Please try again.').
 */
export function useConnectionNotice(socket: Socket | null): ConnectionNotice {
  const T = useTexts(SHELL_MESSAGES);
  const connection = useSocketConnection(socket);
  // The reconnecting spell that lasted too long; a new spell is a new connection object.
  const [tooLong, setTooLong] = useState<SocketConnection | null>(null);

  useEffect(() => {
    if (connection.state !== 'reconnecting') return;
    const timer = window.setTimeout(() => setTooLong(connection), RECONNECT_MESSAGE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [connection]);

  if (connection.state === 'reconnecting') {
    return tooLong === connection
      ? { kind: 'failed', text: T.reconnectionFailed }
      : { kind: 'reconnecting', text: shellMessageIn(T, connection.message ?? '') };
  }
  if (connection.state === 'failed' && connection.message) {
    // The connection's message is the spec's English (lib/socket-connection.ts).
    return { kind: 'failed', text: shellMessageIn(T, connection.message) };
  }
  return null;
}
