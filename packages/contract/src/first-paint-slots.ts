/**
 * Places in a screen painted into the HTML at build time (apps/web/vite-first-paint.ts) that the
 * server fills for each request: the app's loading screen renders an empty element with this
 * attribute, the build captures it, and the server writes the slot's content inside
 * (apps/server/src/plugins/web-app.ts). The dashboard's announcements are the one slot: the
 * largest thing on that screen, painted with the page instead of after the app's code.
 */
export const FIRST_PAINT_SLOT_ATTRIBUTE = 'data-first-paint-slot';

export const FIRST_PAINT_SLOTS = ['announcements'] as const;
export type FirstPaintSlot = (typeof FIRST_PAINT_SLOTS)[number];

/** The slot's empty element exactly as the build captures it (React's rendering of it). */
export const emptySlotMarkup = (slot: FirstPaintSlot) =>
  `<div ${FIRST_PAINT_SLOT_ATTRIBUTE}="${slot}"></div>`;

/**
 * The announcements list's classes, the same in the app's list and the server's painted one, so
 * the app's list takes the painted one's place without a shift (the web app's stylesheet reads
 * this file for them). A message is operator HTML in the app's SafeHtml, whose own class the
 * server's copy adds.
 */
export const ANNOUNCEMENT_LIST_CLASSES = {
  list: 'mt-3 space-y-3',
  item: 'rounded-xl border border-indigo-100 bg-indigo-50/60 p-3',
  time: 'text-xs text-indigo-700',
  message: 'mt-1 text-sm text-slate-700',
} as const;
