import { useFormContext, useFormState } from 'react-hook-form';
import { buttons } from '../buttons';

/**
 * A console form's buttons: Save (its own label for a new item, "Saving…" while the call runs),
 * a mark while there are unsaved changes, Reset back to what was loaded, an optional Cancel, and
 * a refusal of the server that concerns no single field.
 */
export function SaveBar({
  saveLabel = 'Save',
  onCancel,
  wide = false,
}: {
  saveLabel?: string;
  onCancel?: (() => void) | undefined;
  /** Spans the whole form grid (a long form) rather than one cell. */
  wide?: boolean;
}) {
  const { reset } = useFormContext();
  const { isSubmitting, isDirty, errors } = useFormState();
  const refusal = errors.root?.server?.message;
  return (
    <div className={`grid content-end gap-2 ${wide ? 'sm:col-span-2 lg:col-span-4' : ''}`}>
      {refusal ? (
        <p role="alert" className="text-xs text-rose-700">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={buttons.primary} disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : saveLabel}
        </button>
        <button
          type="button"
          className={buttons.secondary}
          disabled={!isDirty || isSubmitting}
          onClick={() => reset()}
        >
          Reset
        </button>
        {onCancel ? (
          <button type="button" className={buttons.secondary} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        {isDirty ? <span className="text-xs text-amber-700">Unsaved changes</span> : null}
      </div>
    </div>
  );
}
