import { useId, type ReactNode } from 'react';
import { errorMessageOf } from '../../../lib/api-client';
import { confirmDialog, toastError, toastSuccess, type ConfirmOptions } from '../../../lib/toast';
import { pendingOrFailed } from '../query-state';
import { GENERAL_ERROR } from './server-error';

const TONE = {
  // A switch that is on is green; one whose "on" carries a risk (paid rooms) is amber.
  safe: { track: 'bg-emerald-600', card: 'border-slate-200 bg-white' },
  risky: { track: 'bg-amber-600', card: 'border-amber-300 bg-amber-50' },
} as const;

/**
 * A console setting that is on or off and saves as soon as it is flipped: each change is
 * confirmed first (its dialog says what follows), then the toast says what now holds.
 */
export function SettingSwitch({
  title,
  setting,
  on,
  saving,
  save,
  confirm,
  savedText,
  tone = 'safe',
  className = '',
  children,
}: {
  /** The setting's name, which is also the switch's accessible name. */
  title: string;
  /** The query that reads the setting (its loading and failure show in place of the card). */
  setting: { isPending: boolean; error: unknown; data?: unknown };
  on: boolean;
  saving: boolean;
  /** Saves the new state; resolves to the state the server now holds. */
  save: (next: boolean) => Promise<boolean>;
  /** The dialogs of switching on and of switching off. */
  confirm: { on: ConfirmOptions; off: ConfirmOptions };
  savedText: (on: boolean) => string;
  tone?: keyof typeof TONE;
  className?: string;
  /** What the setting does, under its title. */
  children: ReactNode;
}) {
  const titleId = useId();
  const colours = TONE[tone];
  const cardColours = on ? colours.card : TONE.safe.card;

  const flip = async () => {
    if (!(await confirmDialog(on ? confirm.off : confirm.on))) return;
    try {
      void toastSuccess(savedText(await save(!on)));
    } catch (error) {
      await toastError(errorMessageOf(error, GENERAL_ERROR));
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className={`grid gap-2 rounded-xl border p-4 shadow-sm ${cardColours} ${className}`}
    >
      {pendingOrFailed(setting, 'h-16') ?? (
        <>
          <div className="flex items-center justify-between gap-3">
            <h3 id={titleId} className="font-bold text-slate-900">
              {title}
            </h3>
            <div className="flex items-center gap-2 text-sm font-semibold text-slate-700">
              <span aria-hidden="true">{on ? 'On' : 'Off'}</span>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-labelledby={titleId}
                disabled={saving}
                onClick={() => void flip()}
                className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-60 ${on ? colours.track : 'bg-slate-300'}`}
              >
                <span
                  className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
                />
              </button>
            </div>
          </div>
          {children}
        </>
      )}
    </section>
  );
}
