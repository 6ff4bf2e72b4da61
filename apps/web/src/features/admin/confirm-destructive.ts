import { confirmDialog } from '../../lib/toast';

/**
 * The one question before every destructive console action (remove, reject, ban, end, switch
 * off): the thing it acts on named in the plain-text title, what follows in the text, and a red
 * button that says the action. Names (a userName, a campaign title) are data, so they only ever
 * go into the dialog's text fields, never into HTML.
 */
export function confirmDestructive({
  action,
  thing,
  consequence,
}: {
  /** The button's word: "Remove", "Reject", "Ban", "Switch off". */
  action: string;
  /** What it acts on, as the operator knows it: "the shortener Demo", "demo". */
  thing: string;
  /** What happens next, in one sentence. */
  consequence: string;
}): Promise<boolean> {
  return confirmDialog({
    title: `${action} ${thing}?`,
    text: consequence,
    confirmText: action,
    cancelText: 'Cancel',
    icon: 'warning',
    destructive: true,
  });
}
