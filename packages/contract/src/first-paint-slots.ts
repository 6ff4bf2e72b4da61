import type { LanguageCode } from './language.ts';

/**
 * Places in a screen painted into the HTML at build time (apps/web/vite-first-paint.ts) that the
 * server fills for each request: the app's loading screen renders an empty element with this
 * attribute, the build captures it, and the server writes the slot's content inside
 * (apps/server/src/plugins/web-app.ts). Both are the dashboard's, the largest things on its
 * screen, painted with the page instead of after the app's code: the announcements (the same for
 * every member) and the first step (only for a member who has earned nothing yet).
 */
export const FIRST_PAINT_SLOT_ATTRIBUTE = 'data-first-paint-slot';

export const FIRST_PAINT_SLOTS = ['announcements', 'firstStep'] as const;
export type FirstPaintSlot = (typeof FIRST_PAINT_SLOTS)[number];

/**
 * The class of a slot that sits between the boxes of a screen: it takes no place while empty
 * (CSS :empty), so a screen painted without it does not move when the app's takes its place.
 */
export const SLOT_HIDDEN_WHILE_EMPTY = 'empty:hidden';

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

/**
 * The dashboard's first step (a member who has earned nothing yet is pointed at View Ads), the
 * same classes in the app's card and the server's painted one, so one takes the other's place
 * without a shift.
 */
export const FIRST_STEP_CLASSES = {
  card: 'rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200 sm:flex sm:items-center sm:justify-between sm:gap-6 sm:p-6',
  title: 'font-semibold text-emerald-900',
  text: 'mt-1 text-sm text-emerald-900',
  action:
    'mt-3 inline-flex min-h-11 shrink-0 items-center justify-center rounded-xl bg-emerald-700 px-5 font-semibold text-white hover:bg-emerald-800 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-offset-2 focus-visible:outline-none sm:mt-0',
} as const;

/** The first step's words, in the app's card and the server's painted one. */
export const FIRST_STEP_TEXTS: Record<
  LanguageCode,
  { title: string; text: string; action: string }
> = {
  en: {
    title: 'Start here: view your first ad',
    text: 'Open View Ads, press View Ad and keep the ad open until its timer ends. The reward is added to your balance at once.',
    action: 'View Ads',
  },
  hi: {
    title: 'यहाँ से शुरू करें: अपना पहला विज्ञापन देखें',
    text: 'विज्ञापन देखें खोलें, विज्ञापन देखें दबाएँ और टाइमर पूरा होने तक विज्ञापन खुला रखें। इनाम उसी समय आपके बैलेंस में जुड़ जाता है।',
    action: 'विज्ञापन देखें',
  },
};
