import { createElement, lazy, useState, type ComponentType } from 'react';

/** A page component whose code loads on first render, or earlier through preload(). */
export type LazyPage = ComponentType & {
  /** Loads the page's code; once it is in, the page renders without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a page module's named export: each page becomes its own chunk, named after
 * its file (dashboard-page-<hash>.js). A failed load throws while rendering, so it reaches
 * AppErrorBoundary and the crash screen.
 *
 * preload() lets main.tsx fetch the first page's code before the first render: the page that
 * was painted from the HTML (vite-first-paint.ts) is then replaced in one commit, without the
 * loading spinner in between.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name] as ComponentType),
      (error: unknown) => {
        // A later render or preload tries again (a lost connection).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  // Chosen once per mount: a page first shown through Lazy stays so (a switch would remount it).
  function Page() {
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct) : createElement(Lazy);
  }
  return Object.assign(Page, { preload: loadOnce });
}
