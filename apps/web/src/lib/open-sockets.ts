/**
 * The member sockets this page has open (lib/member-socket.ts adds them), so that logging out
 * can close them first: otherwise the server ends them as the session ends and the page would
 * hear "session expired" for a logout the member asked for. Kept apart from member-socket.ts so
 * the shell can call it without loading the socket client.
 */
interface Closable {
  disconnect(): unknown;
}

const open = new Set<Closable>();

export function trackSocket(socket: Closable): () => void {
  open.add(socket);
  return () => open.delete(socket);
}

export function closeMemberSockets(): void {
  for (const socket of [...open]) socket.disconnect();
  open.clear();
}
