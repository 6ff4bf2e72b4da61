import { useWatch } from 'react-hook-form';
import {
  adminPayoutProviderUpdateSchema,
  type AdminPayoutProvider,
} from '@kamao/contract/admin/payout-provider';
import {
  ConsoleForm,
  MoneyField,
  SaveBar,
  SecretField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
  UrlField,
  useConsoleForm,
} from '../../form-kit';
import {
  BASE_URL_HINT,
  FIELDS_OF,
  PROVIDER_OPTIONS,
  providerBodyOf,
  providerDraftOf,
  type ProviderBody,
  type ProviderDraft,
} from './provider-draft';

const KEEP_SAVED = 'Saved. Leave empty to keep it.';
const savedHint = (saved: boolean) => (saved ? KEEP_SAVED : undefined);

/**
 * Which provider pays withdrawals and how: the chosen provider's connection (secrets write-only:
 * the boxes say whether one is saved and an empty box keeps it), the daily cap and auto pay.
 */
export function ProviderSettingsForm({
  saved,
  onSave,
}: {
  saved: AdminPayoutProvider;
  /** Sends the checked body; throws the call's error when the server refuses it. */
  onSave: (body: ProviderBody) => Promise<void>;
}) {
  const { form, submit } = useConsoleForm<ProviderDraft, ProviderBody>({
    defaults: providerDraftOf(saved),
    schema: adminPayoutProviderUpdateSchema,
    toBody: providerBodyOf,
    kinds: { dailyCap: 'money', autoPayBelow: 'money' },
    onSave: async (body) => {
      await onSave(body);
      // Secrets are write-only: once saved, their boxes go back to empty ("saved").
      form.reset({ ...form.getValues(), keySecret: '', webhookSecret: '', publicKey: '' });
    },
  });
  const provider = useWatch({ control: form.control, name: 'provider' });
  const autoPay = useWatch({ control: form.control, name: 'autoPay' });

  return (
    <ConsoleForm form={form} onSubmit={submit} label="Payout provider settings">
      <SelectField name="provider" label="Provider" options={PROVIDER_OPTIONS} wide={2} />
      <ConnectionFields provider={provider} saved={saved} />
      {provider !== 'manual' && <PayingRules autoPay={autoPay} />}
      <SaveBar wide />
    </ConsoleForm>
  );
}

/** The chosen provider's connection; secrets are write-only, an empty box keeps the saved one. */
function ConnectionFields({
  provider,
  saved,
}: {
  provider: ProviderDraft['provider'];
  saved: AdminPayoutProvider;
}) {
  const uses = new Set(FIELDS_OF[provider]);
  return (
    <>
      {uses.has('baseUrl') && (
        <UrlField name="baseUrl" label="Base URL" hint={BASE_URL_HINT[provider]} wide={2} />
      )}
      {uses.has('keyId') && <TextField name="keyId" label="Key id" />}
      {uses.has('keySecret') && (
        <SecretField name="keySecret" label="Key secret" hint={savedHint(saved.keySecretSaved)} />
      )}
      {uses.has('accountNumber') && (
        <TextField
          name="accountNumber"
          label="Account number"
          hint="The RazorpayX business account payouts are paid from"
        />
      )}
      {uses.has('webhookSecret') && (
        <SecretField
          name="webhookSecret"
          label="Webhook secret"
          hint={
            savedHint(saved.webhookSecretSaved) ?? 'The secret you set on the RazorpayX webhook'
          }
        />
      )}
      {uses.has('publicKey') && (
        <TextAreaField
          name="publicKey"
          label="Public key (PEM)"
          rows={3}
          wide={2}
          hint={
            savedHint(saved.publicKeySaved) ??
            "Only when the server's address is not on Cashfree's allow-list"
          }
        />
      )}
    </>
  );
}

/** How much the provider may pay in a day, and which withdrawals go to it on their own. */
function PayingRules({ autoPay }: { autoPay: boolean }) {
  return (
    <>
      <MoneyField
        name="dailyCap"
        label="Daily cap"
        hint="Most paid through the provider in one Indian day; empty: no cap. Beyond it, payouts wait for the next day."
      />
      <SwitchField name="autoPay" label="Auto pay" />
      {autoPay && (
        <MoneyField
          name="autoPayBelow"
          label="Auto pay below"
          hint="A withdrawal below this, and not held, is sent as soon as it is requested."
        />
      )}
    </>
  );
}
