import { hashKey, type QueryKey } from '@tanstack/react-query';

/**
 * The first page's data, asked for beside its code (issue 13). On a first load a page's
 * queries started only once its code had arrived and rendered: on a slow connection one more
 * round trip before anything of the page shows. main.tsx starts the data of the page it opens
 * (startPageData in app/routes.tsx) while the code loads, and the page's first query takes
 * that answer instead of asking again.
 *
 * An answer started early is taken once, only while the first page is still the one shown
 * (main.tsx discards them at the first navigation: a session may have begun or ended since) and
 * only within TAKEN_WITHIN_MS of its start; otherwise the page asks afresh.
 */
const TAKEN_WITHIN_MS = 30_000;

type Fetch<T> = (signal?: AbortSignal) => Promise<T>;

const started = new Map<string, { answer: Promise<unknown>; at: number }>();

/** Asks for a query's data now, for its first query function call to take. */
export function startEarly<T>(queryKey: QueryKey, fetch: Fetch<T>, now = Date.now()): void {
  const hash = hashKey(queryKey);
  if (started.has(hash)) return;
  const answer = fetch();
  // Taken by the page, which sees a failure; never taken, a failure goes nowhere.
  answer.catch(() => {});
  started.set(hash, { answer, at: now });
}

/** A query function that takes the early answer for its key once, else fetches. */
export function takingEarlyAnswer<T>(queryKey: QueryKey, fetch: Fetch<T>) {
  const hash = hashKey(queryKey);
  return ({ signal }: { signal?: AbortSignal }): Promise<T> => {
    const early = started.get(hash);
    started.delete(hash);
    if (early && Date.now() - early.at < TAKEN_WITHIN_MS) return early.answer as Promise<T>;
    return fetch(signal);
  };
}

/** Forgets the answers not taken (the visitor went on to another page). */
export function discardEarlyAnswers(): void {
  started.clear();
}
