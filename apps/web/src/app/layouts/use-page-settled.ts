import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** The longest the shell's extras wait for a page's data once the page is shown. */
export const PAGE_SETTLE_LIMIT_MS = 3000;

/**
 * Whether the first page has settled: it is shown and the queries it started have answered (or
 * PAGE_SETTLE_LIMIT_MS passed since it showed, for a page whose data never stops coming, or
 * that asks for none). What the member does not see at once, such as the live-balance socket,
 * waits for it, so on a slow connection the page's own code and data do not share the line
 * with it. Once settled, stays so.
 */
export function usePageSettled(pageShown: boolean): boolean {
  const quiet = useIsFetching() === 0;
  const [settled, setSettled] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  // The page's queries start as it mounts: before its first commit (a page taken over from the
  // HTML is shown from the first render) nothing is fetching yet, which is not "answered".
  const [sawFetching, setSawFetching] = useState(false);
  if (!quiet && !sawFetching) setSawFetching(true);

  useEffect(() => {
    if (!pageShown) return;
    const timer = setTimeout(() => setTimedOut(true), PAGE_SETTLE_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [pageShown]);

  const now = pageShown && ((sawFetching && quiet) || timedOut);
  if (now && !settled) setSettled(true);
  return settled || now;
}
