import type { z } from 'zod';
import { useWatch } from 'react-hook-form';
import {
  SHORTENER_PROVIDERS,
  adminShortenerCreateSchema,
  adminShortenerUpdateSchema,
  type AdminShortener,
  type ShortenerProvider,
} from '@kamao/contract/admin/shorteners';
import {
  ConsoleForm,
  MoneyField,
  NumberField,
  SaveBar,
  SecretField,
  SelectField,
  SwitchField,
  TextField,
  UrlField,
  useConsoleForm,
} from '../form-kit';

/** What a save sends: a new shortener's whole body, or an edit's fields. */
export type AdminShortenerBody = z.output<typeof adminShortenerUpdateSchema>;

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

/** The body a draft sends; on edit an empty API key is left out, so the saved key stays. */
export function shortenerBodyOf(editing: boolean) {
  return ({ apiKey, ...rest }: ShortenerDraft) => ({
    ...rest,
    ...(apiKey || !editing ? { apiKey } : {}),
  });
}

const PROVIDER_OPTIONS = SHORTENER_PROVIDERS.map((p) => ({
  value: p,
  label: p === 'adlinkfly' ? 'AdLinkFly API' : 'Built-in (this site)',
}));

/** Add or change a shortener (docs/product/short-links.md#shorteners). */
export function ShortenerForm({
  initial,
  editing,
  keyHint,
  onSave,
  onCancel,
}: {
  initial: ShortenerDraft;
  editing: boolean;
  keyHint?: string;
  /** Sends the checked body; throws the call's error when the server refuses it. */
  onSave: (body: AdminShortenerBody) => Promise<void>;
  onCancel?: () => void;
}) {
  const { form, submit } = useConsoleForm<ShortenerDraft, AdminShortenerBody>({
    defaults: initial,
    schema: editing ? adminShortenerUpdateSchema : adminShortenerCreateSchema,
    toBody: shortenerBodyOf(editing),
    kinds: {
      reward: 'money',
      clicksPerDay: 'number',
      cooldownMinutes: 'number',
      minSeconds: 'number',
    },
    onSave,
    afterSave: editing ? 'keep' : 'clear',
  });
  const builtin = useWatch({ control: form.control, name: 'provider' }) === 'builtin';

  return (
    <ConsoleForm
      form={form}
      onSubmit={submit}
      label={editing ? `Edit ${initial.name}` : 'New shortener'}
    >
      <TextField name="name" label="Name" />
      <TextField name="domain" label="Domain" hint="The members’ Start key, e.g. shrinkme.io" />
      <SelectField name="provider" label="Provider" options={PROVIDER_OPTIONS} />
      {builtin ? null : (
        <>
          <UrlField name="apiUrl" label="API URL" hint="Empty: https://{domain}/api" />
          <SecretField name="apiKey" label="API key" savedHint={editing ? keyHint : undefined} />
        </>
      )}
      <MoneyField name="reward" label="Reward" />
      <NumberField name="clicksPerDay" label="Clicks per day" />
      <NumberField name="cooldownMinutes" label="Cooldown (minutes)" />
      <NumberField name="minSeconds" label="Minimum seconds" hint="From Start to the claim" />
      <UrlField
        name="howToCompleteUrl"
        label="How-to-complete link"
        hint="An http(s) address, or a page of this site such as /#FAQs"
      />
      <SwitchField name="enabled" label="Enabled" />
      <SaveBar saveLabel={editing ? 'Save' : 'Add shortener'} onCancel={onCancel} />
    </ConsoleForm>
  );
}
