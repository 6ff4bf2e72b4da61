import { useState, type FormEvent } from 'react';
import {
  DEFAULT_SUCCESS_TEXT,
  OFFERWALL_SCHEMES,
  TEMPLATE_HASH_ALGORITHMS,
  adminOfferWallCreateSchema,
  adminOfferWallUpdateSchema,
  type AdminOfferWall,
  type OfferWallScheme,
  type OfferWallTemplate,
} from '@kamao/contract/admin/offer-walls';
import { buttons } from '../buttons';
import { ConsoleField, consoleInput, fieldErrorsOf } from '../form-field';

/** What each scheme is, in one line (contract admin/offer-walls.ts). */
export const SCHEME_HELP: Record<OfferWallScheme, string> = {
  md5: 'Revlum, CPX and their family: subId, transId, reward, status (1 credit, 2 chargeback), signature = md5(subId + transId + reward + secret).',
  lootably:
    'Lootably: userID, transactionID, ip, revenue, currencyReward, status (1 credit, 0 reversal), hash = sha256(userID + ip + revenue + currencyReward + secret).',
  bitlabs:
    'BitLabs: uid, tx, val, type (RECONCILIATION reverses), hash = HMAC-SHA1 of the full URL without hash, keyed by the secret.',
  template: 'Your own: name the parameters and the hash recipe below.',
};

type TemplateDraft = Record<keyof OfferWallTemplate, string>;

export interface OfferWallDraft {
  name: string;
  slug: string;
  urlTemplate: string;
  scheme: OfferWallScheme;
  secret: string;
  allowedIps: string;
  rewardMultiplier: string;
  holdAbove: string;
  holdDays: string;
  enabled: boolean;
  successText: string;
  template: TemplateDraft;
}

const NEW_TEMPLATE: TemplateDraft = {
  userParam: 'user_id',
  transParam: 'trans_id',
  rewardParam: 'amount',
  statusParam: 'status',
  creditValue: '1',
  chargebackValue: '2',
  signatureParam: 'signature',
  algorithm: 'md5',
  hashInput: '{user_id}{trans_id}{amount}{secret}',
};

export const NEW_WALL: OfferWallDraft = {
  name: '',
  slug: '',
  urlTemplate: 'https://',
  scheme: 'md5',
  secret: '',
  allowedIps: '',
  rewardMultiplier: '1',
  holdAbove: '0',
  holdDays: '0',
  enabled: true,
  successText: '',
  template: NEW_TEMPLATE,
};

export const wallDraftOf = (w: AdminOfferWall): OfferWallDraft => ({
  name: w.name,
  slug: w.slug,
  urlTemplate: w.urlTemplate,
  scheme: w.scheme,
  secret: '',
  allowedIps: w.allowedIps.join('\n'),
  rewardMultiplier: String(w.rewardMultiplier),
  holdAbove: String(w.holdAbove),
  holdDays: String(w.holdDays),
  enabled: w.enabled,
  successText: w.successText,
  template: w.template ? { ...w.template } : NEW_TEMPLATE,
});

/** The body a draft sends, checked by the contract's schema; an empty secret keeps the saved one. */
export function offerWallBody(draft: OfferWallDraft, editing: boolean) {
  const { secret, allowedIps, template, ...rest } = draft;
  const body = {
    ...rest,
    allowedIps: allowedIps
      .split(/[\s,]+/)
      .map((ip) => ip.trim())
      .filter(Boolean),
    template: draft.scheme === 'template' ? template : null,
    ...(secret || !editing ? { secret } : {}),
  };
  return (editing ? adminOfferWallUpdateSchema : adminOfferWallCreateSchema).safeParse(body);
}

/** Add or change a task wall (docs/product/task-walls.md#operator, #postbacks). */
export function OfferWallForm({
  initial,
  editing,
  secretHint,
  busy,
  onSave,
  onCancel,
}: {
  initial: OfferWallDraft;
  editing: boolean;
  secretHint?: string;
  busy: boolean;
  onSave: (body: Record<string, unknown>) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<OfferWallDraft>) => setDraft({ ...draft, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = offerWallBody(draft, editing);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    if ((await onSave(parsed.data)) && !editing) setDraft(NEW_WALL);
  };

  const text = (
    key: Exclude<keyof OfferWallDraft, 'enabled' | 'template' | 'scheme'>,
    label: string,
    hint?: string,
  ) => (
    <ConsoleField label={label} error={errors[key]} hint={hint}>
      {(id) =>
        key === 'allowedIps' ? (
          <textarea
            id={id}
            rows={2}
            className={consoleInput}
            value={draft.allowedIps}
            onChange={(e) => set({ allowedIps: e.target.value })}
          />
        ) : (
          <input
            id={id}
            className={consoleInput}
            value={draft[key]}
            onChange={(e) => set({ [key]: e.target.value } as Partial<OfferWallDraft>)}
          />
        )
      }
    </ConsoleField>
  );

  const templateText = (key: keyof OfferWallTemplate, label: string) => (
    <ConsoleField label={label}>
      {(id) => (
        <input
          id={id}
          className={consoleInput}
          value={draft.template[key]}
          onChange={(e) => set({ template: { ...draft.template, [key]: e.target.value } })}
        />
      )}
    </ConsoleField>
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label={editing ? `Edit ${initial.name}` : 'New task wall'}
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      {text('name', 'Name')}
      {text('slug', 'Slug', 'The postback address is /postback/{slug}')}
      <div className="sm:col-span-2">
        {text('urlTemplate', 'Wall address', '{userId}, {userName} and {secureHash} are filled in')}
      </div>
      <ConsoleField label="Postback scheme" hint={SCHEME_HELP[draft.scheme]}>
        {(id) => (
          <select
            id={id}
            className={consoleInput}
            value={draft.scheme}
            onChange={(e) => set({ scheme: e.target.value as OfferWallScheme })}
          >
            {OFFERWALL_SCHEMES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </ConsoleField>
      {text(
        'secret',
        'Postback secret',
        editing && secretHint ? `Saved secret ends in ${secretHint}; empty keeps it` : undefined,
      )}
      {text('allowedIps', 'Allowed sender addresses', 'One per line; empty: any (signed) sender')}
      {text(
        'successText',
        'Answer to a good postback',
        `Empty: ${DEFAULT_SUCCESS_TEXT[draft.scheme]}`,
      )}
      {text('rewardMultiplier', 'Reward multiplier', '₹ per unit of the network’s reward')}
      {text('holdAbove', 'Hold rewards above (₹)')}
      {text('holdDays', 'Hold days', '0: never hold')}
      <label className="flex items-center gap-2 self-end text-sm text-slate-700">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(e) => set({ enabled: e.target.checked })}
          className="size-4"
        />
        Enabled
      </label>
      {draft.scheme === 'template' ? (
        <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-4 lg:grid-cols-4">
          <legend className="px-1 text-xs font-semibold text-slate-600">Template</legend>
          {templateText('userParam', 'Member id parameter')}
          {templateText('transParam', 'Transaction parameter')}
          {templateText('rewardParam', 'Reward parameter')}
          {templateText('statusParam', 'Status parameter (optional)')}
          {templateText('creditValue', 'Status of a credit')}
          {templateText('chargebackValue', 'Status of a chargeback')}
          {templateText('signatureParam', 'Signature parameter')}
          <ConsoleField label="Hash">
            {(id) => (
              <select
                id={id}
                className={consoleInput}
                value={draft.template.algorithm}
                onChange={(e) =>
                  set({ template: { ...draft.template, algorithm: e.target.value } })
                }
              >
                {TEMPLATE_HASH_ALGORITHMS.map((a) => (
                  <option key={a} value={a}>
                    {a}
                  </option>
                ))}
              </select>
            )}
          </ConsoleField>
          <div className="sm:col-span-2 lg:col-span-4">
            {templateText('hashInput', 'Hashed text ({parameter}, {secret})')}
          </div>
          {errors.template ? (
            <p role="alert" className="text-xs text-rose-700 sm:col-span-2">
              {errors.template}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="flex items-end gap-2">
        <button type="submit" className={buttons.primary} disabled={busy}>
          {editing ? 'Save' : 'Add task wall'}
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
