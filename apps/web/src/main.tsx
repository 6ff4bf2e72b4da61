/// <reference types="vite-plugin-pwa/client" />
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import './index.css';
import './lib/i18n';
import './lib/install-prompt';
import { createApp } from './app/app';
import { preloadPageOf, startPageData } from './app/routes';
import { takeOverFirstPaint } from './components/page-transition';
import { discardEarlyAnswers, seedEarlyAnswers } from './lib/early-answers';
import { followPaintedFields, restoreTypedFields } from './lib/first-paint-fields';
import { forgetPaintedSlots, notePaintedSlots } from './lib/painted-slots';
import { preloadDialogsOnFirstFormUse } from './lib/toast';
import { registerSW } from 'virtual:pwa-register';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The home and login pages' first screens, and the member dashboard's shell, come painted in
// the HTML (vite-first-paint.ts) unless first-paint.js hid them (another path from the service
// worker's cached page, Hindi, or a visitor's page for a member signed in at the last visit).
const painted =
  document.getElementById('first-paint') !== null &&
  !document.documentElement.hasAttribute('data-no-first-paint');

/** How long a painted page waits for its data before the app takes it over without it. */
const EARLY_DATA_WAIT_MS = 1_000;

async function start(): Promise<void> {
  const app = createApp((routes) => createBrowserRouter(routes));
  const { pathname } = window.location;
  // The page's code and its data are asked for together, now, not one after the other once
  // the layout has rendered (the data after createApp, which wires the session reaction).
  const pageCode = preloadPageOf(pathname).catch(() => {
    // The page's Suspense boundary tries again and reports a failure.
  });
  startPageData(pathname);
  // Taken by the first page only: after a navigation (to /login, say) they may be stale, and the
  // painted slots may be another member's (a first step for a member since signed out).
  const stopWatching = app.router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    discardEarlyAnswers();
    forgetPaintedSlots();
    stopWatching();
  });
  // The painted page stays until the app can show the whole page in one commit: its code
  // first, so no loading spinner replaces it.
  if (painted) {
    notePaintedSlots(document.getElementById('first-paint')!);
    const typedFields = followPaintedFields(document.getElementById('first-paint')!);
    takeOverFirstPaint(() => restoreTypedFields(container!, typedFields()));
    await pageCode;
    // Its data too, for a while: the painted skeleton is the app's, so waiting shows nothing
    // less, and the first render is then the page with its data.
    await seedEarlyAnswers(app.queryClient, EARLY_DATA_WAIT_MS);
  }
  const root = createRoot(container!);
  // A transition lets React yield while it builds the first screen, instead of one long task.
  startTransition(() => root.render(<StrictMode>{app.element}</StrictMode>));
}
void start();

// Toasts and dialogs load when a form is first used, ready before its answer comes; a visit
// that only reads never downloads them.
preloadDialogsOnFirstFormUse();

// The service worker that makes the site installable
// (docs/product/common.md#install-prompt-and-online-banner); a new release takes over at once and
// reloads open pages (vite.config.ts, registerType 'autoUpdate').
if ('serviceWorker' in navigator) void registerSW({ immediate: true });
