import { errorMessageOf } from '../../lib/api-client';
import { toastError } from '../../lib/toast';
import { buttons } from './buttons';
import { confirmDestructive } from './confirm-destructive';
import { GENERAL_ERROR } from './form-kit';

/** The Enabled / Off mark of a console row (a shortener, a task wall). */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs ${enabled ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}
    >
      {enabled ? 'Enabled' : 'Off'}
    </span>
  );
}

/**
 * Switch a row on or off. Switching off hides it from members, so it is asked first like every
 * destructive console action; switching on is not.
 */
export function SwitchButton({
  name,
  enabled,
  consequence,
  onSwitch,
}: {
  name: string;
  enabled: boolean;
  /** What switching off does, in one sentence. */
  consequence: string;
  onSwitch: (enabled: boolean) => Promise<unknown>;
}) {
  const flip = async () => {
    if (enabled && !(await confirmDestructive({ action: 'Switch off', thing: name, consequence })))
      return;
    try {
      await onSwitch(!enabled);
    } catch (error) {
      await toastError(errorMessageOf(error, GENERAL_ERROR));
    }
  };
  return (
    <button
      type="button"
      className={enabled ? buttons.danger : buttons.primary}
      onClick={() => void flip()}
      aria-label={`${enabled ? 'Switch off' : 'Switch on'} ${name}`}
    >
      {enabled ? 'Switch off' : 'Switch on'}
    </button>
  );
}

/** A console row's last two buttons: Edit, then the switch (shorteners and task walls alike). */
export function EditAndSwitchButtons({
  name,
  enabled,
  consequence,
  onEdit,
  onSwitch,
}: {
  name: string;
  enabled: boolean;
  consequence: string;
  onEdit: () => void;
  onSwitch: (enabled: boolean) => Promise<unknown>;
}) {
  return (
    <>
      <button
        type="button"
        className={buttons.secondary}
        onClick={onEdit}
        aria-label={`Edit ${name}`}
      >
        Edit
      </button>
      <SwitchButton name={name} enabled={enabled} consequence={consequence} onSwitch={onSwitch} />
    </>
  );
}
