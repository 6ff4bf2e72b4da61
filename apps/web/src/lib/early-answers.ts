import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The first page's data, asked for beside its code (docs/architecture.md#the-first-visit). On a
 * first load a page's queries started only once its code had arrived and rendered: on a slow
 * connection one more round trip before anything of the page shows. main.tsx starts the data of the
 * page it opens (startPageData in app/routes.tsx) while the code loads, and the page's first query
 * takes that answer instead of asking again.
 *
 * An answer started early is taken once, only while the first page is still the one shown
 * (main.tsx discards them at the first navigation: a session may have begun or ended since) and
 * only within TAKEN_WITHIN_MS of its start; otherwise the page asks afresh.
 */
const TAKEN_WITHIN_MS = 30_000;

type Fetch<T> = (signal?: AbortSignal) => Promise<T>;

interface Started {
  queryKey: QueryKey;
  answer: Promise<unknown>;
  at: number;
  /** Set once the answer has come. */
  came?: { data: unknown };
}

const started = new Map<string, Started>();

/** Asks for a query's data now, for its first query function call to take. */
export function startEarly<T>(queryKey: QueryKey, fetch: Fetch<T>, now = Date.now()): void {
  const hash = hashKey(queryKey);
  if (started.has(hash)) return;
  const answer = fetch();
  const entry: Started = { queryKey, answer, at: now };
  // Taken by the page, which sees a failure; never taken, a failure goes nowhere.
  answer.then(
    (data) => (entry.came = { data }),
    () => {},
  );
  started.set(hash, entry);
}

/**
 * Waits up to `withinMs` for the early answers and puts those that came into the query cache,
 * so the app's first render shows the page with its data in one commit rather than its
 * skeleton and, a moment later, everything again (main.tsx does this behind a painted screen,
 * which shows the same skeleton meanwhile). The answers stay to be taken: the queries' fetch on
 * mount takes them instead of asking the server again.
 */
export async function seedEarlyAnswers(queryClient: QueryClient, withinMs: number): Promise<void> {
  const entries = [...started.values()];
  if (entries.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(entries.map((entry) => entry.answer)),
    new Promise((resolve) => (timer = setTimeout(resolve, withinMs))),
  ]);
  clearTimeout(timer);
  for (const entry of entries) {
    if (entry.came && started.get(hashKey(entry.queryKey)) === entry) {
      queryClient.setQueryData(entry.queryKey, entry.came.data);
    }
  }
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
