import { useState, type FormEvent } from 'react';
import {
  SHORTENER_PROVIDERS,
  adminShortenerCreateSchema,
  adminShortenerUpdateSchema,
  type AdminShortener,
  type ShortenerProvider,
} from '@kamao/contract/admin/shorteners';
import { buttons } from '../buttons';
import { ConsoleField, consoleInput, fieldErrorsOf } from '../form-field';

/** The form as typed: numbers stay text until the contract's schema reads them. */
export interface ShortenerDraft {
  name: string;
  domain: string;
  provider: ShortenerProvider;
  apiUrl: string;
  apiKey: string;
  reward: string;
  clicksPerDay: string;
  cooldownMinutes: string;
  minSeconds: string;
  howToCompleteUrl: string;
  enabled: boolean;
}

export const NEW_SHORTENER: ShortenerDraft = {
  name: '',
  domain: '',
  provider: 'adlinkfly',
  apiUrl: '',
  apiKey: '',
  reward: '0.5',
  clicksPerDay: '5',
  cooldownMinutes: '0',
  minSeconds: '10',
  howToCompleteUrl: '',
  enabled: true,
};

export const draftOf = (s: AdminShortener): ShortenerDraft => ({
  name: s.name,
  domain: s.domain,
  provider: s.provider,
  apiUrl: s.apiUrl,
  apiKey: '',
  reward: String(s.reward),
  clicksPerDay: String(s.clicksPerDay),
  cooldownMinutes: String(s.cooldownMinutes),
  minSeconds: String(s.minSeconds),
  howToCompleteUrl: s.howToCompleteUrl,
  enabled: s.enabled,
});

/**
 * The body a draft sends: checked by the contract's schema first. On edit an empty API key is
 * left out, so the saved key stays.
 */
export function shortenerBody(draft: ShortenerDraft, editing: boolean) {
  const { apiKey, ...rest } = draft;
  const body = { ...rest, ...(apiKey || !editing ? { apiKey } : {}) };
  return (editing ? adminShortenerUpdateSchema : adminShortenerCreateSchema).safeParse(body);
}

/** Add or change a shortener (docs/product/short-links.md#shorteners). */
export function ShortenerForm({
  initial,
  editing,
  keyHint,
  busy,
  onSave,
  onCancel,
}: {
  initial: ShortenerDraft;
  editing: boolean;
  keyHint?: string;
  busy: boolean;
  onSave: (body: Record<string, unknown>) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<ShortenerDraft>) => setDraft({ ...draft, ...patch });
  const builtin = draft.provider === 'builtin';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = shortenerBody(draft, editing);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    if ((await onSave(parsed.data)) && !editing) setDraft(NEW_SHORTENER);
  };

  const text = (
    key: keyof ShortenerDraft,
    label: string,
    extra: { hint?: string; numeric?: boolean } = {},
  ) => (
    <ConsoleField label={label} error={errors[key]} hint={extra.hint}>
      {(id) => (
        <input
          id={id}
          className={consoleInput}
          inputMode={extra.numeric ? 'decimal' : undefined}
          value={String(draft[key])}
          onChange={(e) => set({ [key]: e.target.value } as Partial<ShortenerDraft>)}
        />
      )}
    </ConsoleField>
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label={editing ? `Edit ${initial.name}` : 'New shortener'}
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      {text('name', 'Name')}
      {text('domain', 'Domain', { hint: 'The members’ Start key, e.g. shrinkme.io' })}
      <ConsoleField label="Provider">
        {(id) => (
          <select
            id={id}
            className={consoleInput}
            value={draft.provider}
            onChange={(e) => set({ provider: e.target.value as ShortenerProvider })}
          >
            {SHORTENER_PROVIDERS.map((p) => (
              <option key={p} value={p}>
                {p === 'adlinkfly' ? 'AdLinkFly API' : 'Built-in (this site)'}
              </option>
            ))}
          </select>
        )}
      </ConsoleField>
      {builtin ? null : (
        <>
          {text('apiUrl', 'API URL', { hint: 'Empty: https://{domain}/api' })}
          {text('apiKey', 'API key', {
            hint: editing && keyHint ? `Saved key ends in ${keyHint}; empty keeps it` : undefined,
          })}
        </>
      )}
      {text('reward', 'Reward (₹)', { numeric: true })}
      {text('clicksPerDay', 'Clicks per day', { numeric: true })}
      {text('cooldownMinutes', 'Cooldown (minutes)', { numeric: true })}
      {text('minSeconds', 'Minimum seconds', { numeric: true, hint: 'From Start to the claim' })}
      {text('howToCompleteUrl', 'How-to-complete link')}
      <label className="flex items-center gap-2 self-end text-sm text-slate-700">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(e) => set({ enabled: e.target.checked })}
          className="size-4"
        />
        Enabled
      </label>
      <div className="flex items-end gap-2">
        <button type="submit" className={buttons.primary} disabled={busy}>
          {editing ? 'Save' : 'Add shortener'}
        </button>
        {onCancel ? (
          <button type="button" className={buttons.secondary} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
