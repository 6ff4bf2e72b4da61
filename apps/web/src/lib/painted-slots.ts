import { FIRST_PAINT_SLOT_ATTRIBUTE, type FirstPaintSlot } from '@kamao/contract/first-paint-slots';

/**
 * What the server wrote into a slot of the page painted from the HTML (vite-first-paint.ts; the
 * dashboard's announcements and a new member's first step), read once when the app starts,
 * before it takes the page over: the app's own loading screen shows it again in the same place,
 * so a page whose data is still on its way does not lose what was already on the screen. Empty
 * when nothing was painted, and once the member has left the first page: what was painted for
 * them then may no longer be true (main.tsx).
 */
const painted = new Map<FirstPaintSlot, string>();

export function notePaintedSlots(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${FIRST_PAINT_SLOT_ATTRIBUTE}]`)) {
    const name = element.getAttribute(FIRST_PAINT_SLOT_ATTRIBUTE) as FirstPaintSlot;
    painted.set(name, element.innerHTML);
  }
}

export const paintedSlot = (name: FirstPaintSlot): string => painted.get(name) ?? '';

export function forgetPaintedSlots(): void {
  painted.clear();
}
