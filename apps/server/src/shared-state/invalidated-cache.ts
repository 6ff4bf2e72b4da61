import type { DbOrTx } from '../db/client.ts';
import { publishEvent, type DomainEvents } from '../db/domain-events.ts';

declare module '../db/domain-events.ts' {
  interface DomainEventMap {
    /** A cached copy of operator data is stale in every process. */
    'cache.invalidated': { cache: string };
  }
}

/**
 * Tells every process that the operator data behind the cache `name` changed. Called with the
 * transaction that changed it, the notice leaves on commit, so no process can reload the old
 * value in between.
 */
export function invalidateCache(handle: DbOrTx, name: string): Promise<void> {
  return publishEvent(handle, { type: 'cache.invalidated', cache: name });
}

/** A value kept in this process that can change, and says when (an InvalidatedCache is one). */
export interface ChangingValue<T> {
  current(): T;
  /** Called with the new value after it changed, in this process. */
  onChange(listener: (value: T) => void): unknown;
}

/**
 * One process's copy of operator data that is read too often to fetch each time (the content
 * security policy reads the ad-snippet hosts on every page). It is reloaded when any process
 * invalidates it (invalidateCache) and after the event channel recovered from an outage,
 * never on a timer: a change is seen everywhere within the notification's delivery.
 */
export class InvalidatedCache<T> implements ChangingValue<T> {
  private value: T;
  private loading: Promise<void> | undefined;
  private again = false;
  private readonly changeListeners = new Set<(value: T) => void>();

  constructor(
    readonly name: string,
    private readonly load: () => Promise<T>,
    initial: T,
    events: DomainEvents,
    private readonly onError: (error: unknown) => void,
  ) {
    this.value = initial;
    events.on('cache.invalidated', (event) => {
      if (event.cache === name) void this.reload();
    });
    events.onResync(() => void this.reload());
  }

  current(): T {
    return this.value;
  }

  onChange(listener: (value: T) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Loads the value now; an invalidation during a load triggers one more load after it. */
  reload(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    this.loading = this.load()
      .then((value) => {
        const changed = value !== this.value;
        this.value = value;
        if (changed) for (const listener of this.changeListeners) listener(value);
      })
      .catch(this.onError)
      .finally(() => {
        this.loading = undefined;
        if (this.again) {
          this.again = false;
          void this.reload();
        }
      });
    return this.loading;
  }
}
