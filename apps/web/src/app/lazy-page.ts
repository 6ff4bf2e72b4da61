import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a page module's named export: each page becomes its own chunk, named after
 * its file (dashboard-page-<hash>.js). A failed load throws while rendering, so it reaches
 * AppErrorBoundary and the crash screen.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
