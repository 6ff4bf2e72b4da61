import { useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import {
  RECONNECTING_MESSAGE,
  RECONNECTION_FAILED_MESSAGE,
  WEBSOCKET_FAILED_MESSAGE,
} from './messages';
import { sessionFlagOf } from './member-socket';

/**
 * Where a socket stands, as a page shows it (docs/product/common.md#real-time-socket): connecting
 * at first, connected, reconnecting after a loss, failed when it gave up (or never got through), or
 * ended when the session is gone (the session-flag reaction takes over from there).
 */
export type SocketConnectionState =
  'connecting' | 'connected' | 'reconnecting' | 'failed' | 'ended';

/** The spec's text for a state, or undefined when there is nothing to say. */
export function connectionMessage(state: SocketConnectionState, everConnected: boolean) {
  if (state === 'reconnecting') return RECONNECTING_MESSAGE;
  if (state === 'failed')
    return everConnected ? RECONNECTION_FAILED_MESSAGE : WEBSOCKET_FAILED_MESSAGE;
  return undefined;
}

export interface SocketConnection {
  state: SocketConnectionState;
  everConnected: boolean;
  message: string | undefined;
}

/** Follows a socket's connection; the listener gets every change. Returns the unsubscribe. */
export function watchSocketConnection(
  socket: Socket,
  listener: (connection: SocketConnection) => void,
): () => void {
  let everConnected = socket.connected;
  let state: SocketConnectionState = socket.connected ? 'connected' : 'connecting';
  const set = (next: SocketConnectionState) => {
    if (next === state) return;
    state = next;
    listener({ state, everConnected, message: connectionMessage(state, everConnected) });
  };
  const onConnect = () => {
    everConnected = true;
    set('connected');
  };
  const onDisconnect = (reason: string) => {
    if (reason !== 'io client disconnect') set('reconnecting');
  };
  const onConnectError = (error: Error & { data?: unknown }) => {
    if (sessionFlagOf(error)) set('ended');
    else if (!socket.active) set('failed');
    else if (everConnected) set('reconnecting');
  };
  const onReconnectFailed = () => set('failed');
  socket.on('connect', onConnect);
  socket.on('disconnect', onDisconnect);
  socket.on('connect_error', onConnectError);
  socket.io.on('reconnect_failed', onReconnectFailed);
  return () => {
    socket.off('connect', onConnect);
    socket.off('disconnect', onDisconnect);
    socket.off('connect_error', onConnectError);
    socket.io.off('reconnect_failed', onReconnectFailed);
  };
}

/** The connection state of a socket for a React page (null while it has none yet). */
export function useSocketConnection(socket: Socket | null): SocketConnection {
  const store = connectionStore(socket);
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}

const INITIAL: SocketConnection = { state: 'connecting', everConnected: false, message: undefined };
const stores = new WeakMap<Socket, ReturnType<typeof makeStore>>();
const noSocket = { subscribe: () => () => {}, snapshot: () => INITIAL };

function connectionStore(socket: Socket | null) {
  if (!socket) return noSocket;
  let store = stores.get(socket);
  if (!store) stores.set(socket, (store = makeStore(socket)));
  return store;
}

function makeStore(socket: Socket) {
  let current: SocketConnection = socket.connected
    ? { state: 'connected', everConnected: true, message: undefined }
    : INITIAL;
  const listeners = new Set<() => void>();
  watchSocketConnection(socket, (next) => {
    current = next;
    for (const listener of listeners) listener();
  });
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => current,
  };
}
