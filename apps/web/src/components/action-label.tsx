/**
 * The accessible name of a button acting on something a member or operator named ('View Ad:
 * Kamao Blog', 'Pause: Diwali Sale'), in the reading language but the name as written: the
 * button points aria-labelledby at this hidden 'View Ad:' and at the element showing the name,
 * which keeps its translate="no". A name inside an aria-label could not be marked so, and
 * Chromium reads text in a visually hidden span with a space before it ('Pause : …').
 */
export function ActionLabel({ id, action }: { id: string; action: string }) {
  return (
    <span id={id} hidden>
      {action}:
    </span>
  );
}
