import { useFormContext } from 'react-hook-form';
import { buttons } from '../buttons';

/**
 * A filter form's buttons: Filter applies what is chosen; Reset clears every filter and applies
 * that at once (a list's filters are not a draft to keep).
 */
export function FilterButtons({
  onReset,
  className = '',
}: {
  /** Without it there is no Reset (a form of a few choices the operator changes by hand). */
  onReset?: () => void;
  className?: string;
}) {
  const { reset } = useFormContext();
  return (
    <div className={`flex items-end gap-2 ${className}`}>
      <button type="submit" className={`${buttons.primary} flex-1`}>
        Filter
      </button>
      {onReset ? (
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => {
            reset();
            onReset();
          }}
        >
          Reset
        </button>
      ) : null}
    </div>
  );
}
