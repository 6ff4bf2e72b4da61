/**
 * BroadcastChannel for unit tests: instances with the same name in this "browser" hear each
 * other (never themselves), asynchronously, like tabs do. jsdom has none of its own.
 */
export class FakeBroadcastChannel {
  static open = new Set<FakeBroadcastChannel>();
  /** Every message posted, by channel name, for assertions. */
  static posted: Array<{ name: string; data: unknown }> = [];

  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly name: string) {
    FakeBroadcastChannel.open.add(this);
  }

  postMessage(data: unknown): void {
    FakeBroadcastChannel.posted.push({ name: this.name, data });
    const listeners = [...FakeBroadcastChannel.open].filter(
      (other) => other !== this && other.name === this.name,
    );
    queueMicrotask(() => {
      for (const listener of listeners) listener.onmessage?.({ data } as MessageEvent);
    });
  }

  close(): void {
    FakeBroadcastChannel.open.delete(this);
  }

  static reset(): void {
    FakeBroadcastChannel.open.clear();
    FakeBroadcastChannel.posted = [];
  }

  /** What another tab would send on `name`. */
  static sendFromOtherTab(name: string, data: unknown): void {
    const sender = new FakeBroadcastChannel(name);
    sender.postMessage(data);
    sender.close();
  }
}

/** Sets document.visibilityState (jsdom's is fixed) and fires visibilitychange. */
export function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}
