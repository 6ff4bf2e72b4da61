import type { PGlite } from '@electric-sql/pglite';

/** What PGlite runs each statement through, one at a time (its query lock). */
interface ExclusiveRunner {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

/**
 * Lets the server's network work run between the embedded database's statements.
 *
 * PGlite runs a statement synchronously on the main thread and hands its lock to the next one
 * waiting through a promise, so a backlog of statements (a hundred members converting at once)
 * runs entirely as microtasks: the event loop gets no turn until the backlog is gone. Measured
 * under the benchmark's money write, a new connection then waited up to five seconds to be
 * accepted, because each accept let the whole backlog run before the next one: a request
 * handled in 6 ms took 5 s for its member. Waiting for the next turn of the event loop before
 * each statement lets the loop accept connections and read requests in between, so requests
 * queue for the database in the order they came.
 */
export function takeTurnsWithTheEventLoop(client: PGlite): void {
  const runner = client as unknown as ExclusiveRunner;
  if (typeof runner._runExclusiveQuery !== 'function') {
    throw new Error('PGlite no longer runs statements through _runExclusiveQuery');
  }
  const runExclusive = runner._runExclusiveQuery.bind(client);
  runner._runExclusiveQuery = (fn) =>
    runExclusive(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return fn();
    });
}
