type Handler = (payload: unknown) => void;
type Ack = (answer: unknown) => void;

/**
 * What the fake server answers to an emit with an acknowledgement: the answer, or undefined to
 * leave it unanswered (the test answers later with `answerPending`).
 */
export type FakeResponder = (event: string, payload: unknown) => unknown;

/**
 * A Socket.IO client socket as the pages use it: handlers by event, the emits made, the
 * manager's events (socket.io.on) and the connection flags lib/socket-connection.ts reads.
 * `receive` plays an event from the server; `dropConnection` and `restoreConnection` play a
 * lost and a returned connection.
 */
export class FakeSocket {
  connected = true;
  /** Socket.IO's "still trying": false once the page disconnected it or it gave up. */
  active = true;
  handlers = new Map<string, Handler[]>();
  managerHandlers = new Map<string, Handler[]>();
  emitted: { event: string; payload: unknown }[] = [];
  pending: { event: string; payload: unknown; ack: Ack }[] = [];
  connectCalls = 0;

  constructor(private readonly respond: FakeResponder = () => undefined) {}

  readonly io = {
    on: (event: string, handler: Handler) => {
      this.managerHandlers.set(event, [...(this.managerHandlers.get(event) ?? []), handler]);
      return this.io;
    },
    off: (event: string, handler: Handler) => {
      const list = this.managerHandlers.get(event) ?? [];
      this.managerHandlers.set(
        event,
        list.filter((h) => h !== handler),
      );
      return this.io;
    },
  };

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  off(event: string, handler?: Handler) {
    const list = this.handlers.get(event) ?? [];
    this.handlers.set(event, handler ? list.filter((h) => h !== handler) : []);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    // An emit with only an acknowledgement (fetchRooms_data) has no payload.
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as Ack) : undefined;
    const payload = args[0];
    this.emitted.push({ event, payload });
    if (ack) {
      const answer = this.respond(event, payload);
      if (answer === undefined) this.pending.push({ event, payload, ack });
      else ack(answer);
    }
    return this;
  }

  connect() {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }

  disconnect() {
    this.connected = false;
    this.active = false;
    return this;
  }

  /** The server sends `event`. */
  receive(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }

  /** The manager reports `event` (e.g. 'reconnect_failed'). */
  receiveManager(event: string, payload?: unknown) {
    for (const handler of this.managerHandlers.get(event) ?? []) handler(payload);
  }

  /** The connection is lost; Socket.IO keeps trying. */
  dropConnection() {
    this.connected = false;
    this.receive('disconnect', 'transport close');
  }

  /** The connection is back. */
  restoreConnection() {
    this.connected = true;
    this.receive('connect');
  }

  /** Answers the oldest unanswered emit of `event`. */
  answerPending(event: string, answer: unknown) {
    const index = this.pending.findIndex((p) => p.event === event);
    if (index < 0) throw new Error(`no unanswered ${event}`);
    const [entry] = this.pending.splice(index, 1);
    entry!.ack(answer);
  }

  /** The events emitted so far, in order. */
  get events(): string[] {
    return this.emitted.map((e) => e.event);
  }
}
