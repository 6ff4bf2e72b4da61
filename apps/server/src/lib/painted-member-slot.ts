import type { FirstPaintSlot } from '@kamao/contract/first-paint-slots';
import type { LanguageCode } from '@kamao/contract/language';

/**
 * A slot of a painted first screen written for some members only, chosen for each request: the
 * dashboard's first step, for a member who has earned nothing yet. A module makes it
 * (modules/dashboard/painted-first-step.ts); the web app's pages write it in
 * (plugins/web-app.ts).
 */
export interface PaintedMemberSlot {
  slot: FirstPaintSlot;
  /** Its content in each language. */
  html: Record<LanguageCode, string>;
  /** Whether this member is shown it: asked only for a page whose screen has the slot. */
  shownTo(memberId: string): Promise<boolean>;
}
