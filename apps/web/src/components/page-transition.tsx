import { PAGE_TRANSITION_SECONDS } from '@kamao/contract/constants';
import { useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * Screens change with a 0.5 s fade and slide (docs/decisions/0015-page-transition-in-css.md): a CSS
 * animation (index.css, `.page-transition`; decision 15), keyed by the caller on the pathname so
 * each new screen plays it. With reduced motion only the fade stays.
 *
 * The first screen of a page painted from the HTML (vite-first-paint.ts) is already there: the
 * app's first render takes it over without playing the animation (main.tsx calls
 * takeOverFirstPaint), so it is not faded out and in again.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  // Read, not cleared, while rendering: a render React throws away (StrictMode, an interrupted
  // transition) must decide the same. The first commit ends the take-over, before the browser
  // paints it (a layout effect), so what was typed is in the app's fields on its first frame.
  const [animated] = useState(() => !takeOverPending);
  useLayoutEffect(() => {
    if (!takeOverPending) return;
    takeOverPending = false;
    afterTakeOver?.();
    afterTakeOver = undefined;
  }, []);
  return animated ? (
    <div className="page-transition" style={{ animationDuration: `${PAGE_TRANSITION_SECONDS}s` }}>
      {children}
    </div>
  ) : (
    <div>{children}</div>
  );
}

let takeOverPending = false;

/**
 * Whether this render takes over a painted page, whose code is already in (main.tsx): the page
 * shows in the first commit, so what waits for it (the footer) need not.
 */
export const takingOverFirstPaint = () => takeOverPending;
let afterTakeOver: (() => void) | undefined;

/**
 * Called by main.tsx before the first render when the HTML already shows the page; `then` runs
 * once the app's page has replaced it.
 */
export function takeOverFirstPaint(then?: () => void): void {
  takeOverPending = true;
  afterTakeOver = then;
}
