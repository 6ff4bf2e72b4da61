import { toastError, toastSuccess } from '../../../lib/toast';

/** A row's mark after a bulk action: done, or not done with the server's reason. */
export interface RowNote {
  done: boolean;
  text: string;
}

/** What one bulk action (approval, send, import) came to, per withdrawal id. */
export interface BulkOutcome {
  done: string[];
  /** Id → why it was not done (the server's error_msg, or the console's own check). */
  refused: Record<string, string>;
}

/** The words of an action's marks: "Approved." and "Not approved", "Sent to Demo." and "Not sent". */
export interface NoteWords {
  done: string;
  refused: string;
}

/** The rows' marks of an outcome: the action's words, and the reason of each refusal. */
export function notesOf(outcome: BulkOutcome, words: NoteWords): Record<string, RowNote> {
  return {
    ...Object.fromEntries(outcome.done.map((id) => [id, { done: true, text: words.done }])),
    ...Object.fromEntries(
      Object.entries(outcome.refused).map(([id, reason]) => [
        id,
        { done: false, text: `${words.refused}: ${reason}` },
      ]),
    ),
  };
}

/**
 * The toast after a bulk action: how many were done, and the reason when one was not (with
 * several, each row carries its own).
 */
export function toastOutcome(outcome: BulkOutcome, verb: 'approved' | 'sent'): Promise<void> {
  const reasons = Object.values(outcome.refused);
  const done = outcome.done.length;
  if (reasons.length === 0) return toastSuccess(`${done} ${verb}.`);
  if (reasons.length === 1) {
    return toastError(`${done} ${verb}, 1 not: ${reasons[0]}`, { long: true });
  }
  return toastError(`${done} ${verb}, ${reasons.length} not; each is marked with the reason.`, {
    long: true,
  });
}
