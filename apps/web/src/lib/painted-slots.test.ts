import { describe, expect, test } from 'vitest';
import { forgetPaintedSlots, notePaintedSlots, paintedSlot } from './painted-slots';

describe("the painted page's slots", () => {
  test('are read from the painted screen, and forgotten once the member has left the first page', () => {
    const screen = document.createElement('div');
    screen.innerHTML =
      '<div data-first-paint-slot="firstStep" class="empty:hidden"><p>Start here</p></div>' +
      '<div data-first-paint-slot="announcements"></div>';
    notePaintedSlots(screen);
    expect(paintedSlot('firstStep')).toBe('<p>Start here</p>');
    expect(paintedSlot('announcements')).toBe('');

    // Signed out and in as someone else, the next dashboard shows nothing of the first member's.
    forgetPaintedSlots();
    expect(paintedSlot('firstStep')).toBe('');
  });
});
