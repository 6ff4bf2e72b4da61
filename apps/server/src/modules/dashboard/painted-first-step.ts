import { EARNING_SOURCES } from '@kamao/contract/api-dashboard';
import { FIRST_STEP_CLASSES as STEP, FIRST_STEP_TEXTS } from '@kamao/contract/first-paint-slots';
import { LANGUAGE_CODES, type LanguageCode } from '@kamao/contract/language';
import { pagePaths } from '@kamao/contract/page-paths';
import type { Db } from '../../db/client.ts';
import { hasEarningCredits } from '../../ledger/income.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { PaintedMemberSlot } from '../../lib/painted-member-slot.ts';
import { HISTORY_MONTHS } from './dashboard.ts';

/**
 * The dashboard's first step as the web app shows it (dashboard-page.tsx, the same classes and
 * words), for the server to write into the dashboard's painted first screen: for a new member it
 * is the largest thing on the screen, and it then comes with the page, not after the app's code
 * and data. Its link is a plain one until the app takes the page over.
 */
export function firstStepCardHtml(language: LanguageCode): string {
  const T = FIRST_STEP_TEXTS[language];
  return (
    `<div class="${STEP.card}"><div>` +
    `<h2 class="${STEP.title}">${escapeHtml(T.title)}</h2>` +
    `<p class="${STEP.text}">${escapeHtml(T.text)}</p></div>` +
    `<a class="${STEP.action}" href="${pagePaths.ptcAds}">${escapeHtml(T.action)}</a></div>`
  );
}

/**
 * The first step is painted for a member the app will show it to: one with no earnings in the
 * dashboard's months (its daily rows empty, dashboard-page.tsx's hasNeverEarned), asked with one
 * index probe when the member opens the dashboard.
 */
export function paintedFirstStep(db: Db): PaintedMemberSlot {
  return {
    slot: 'firstStep',
    html: Object.fromEntries(
      LANGUAGE_CODES.map((language) => [language, firstStepCardHtml(language)]),
    ) as Record<LanguageCode, string>,
    shownTo: async (memberId) =>
      !(await hasEarningCredits(db, memberId, EARNING_SOURCES, HISTORY_MONTHS)),
  };
}
