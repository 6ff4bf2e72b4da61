import { useWatch } from 'react-hook-form';
import {
  DEFAULT_SUCCESS_TEXT,
  OFFERWALL_SCHEMES,
  TEMPLATE_HASH_ALGORITHMS,
  adminOfferWallCreateSchema,
  adminOfferWallUpdateSchema,
} from '@kamao/contract/admin/offer-walls';
import {
  ConsoleForm,
  GroupMessage,
  MoneyField,
  NumberField,
  SaveBar,
  SecretField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
  UrlField,
  useConsoleForm,
} from '../form-kit';
import {
  SCHEME_HELP,
  offerWallBodyOf,
  type OfferWallBody,
  type OfferWallDraft,
} from './offer-wall-draft';

const SCHEME_OPTIONS = OFFERWALL_SCHEMES.map((s) => ({ value: s, label: s }));
const HASH_OPTIONS = TEMPLATE_HASH_ALGORITHMS.map((a) => ({ value: a, label: a }));

/** Add or change a task wall and its postback check (docs/product/task-walls.md#operator). */
export function OfferWallForm({
  initial,
  editing,
  secretHint,
  onSave,
  onCancel,
}: {
  initial: OfferWallDraft;
  editing: boolean;
  secretHint?: string;
  /** Sends the checked body; throws the call's error when the server refuses it. */
  onSave: (body: OfferWallBody) => Promise<void>;
  onCancel?: () => void;
}) {
  const { form, submit } = useConsoleForm<OfferWallDraft, OfferWallBody>({
    defaults: initial,
    schema: editing ? adminOfferWallUpdateSchema : adminOfferWallCreateSchema,
    toBody: offerWallBodyOf(editing),
    kinds: { rewardMultiplier: 'number', holdAbove: 'money', holdDays: 'number' },
    onSave,
    afterSave: editing ? 'keep' : 'clear',
  });
  const scheme = useWatch({ control: form.control, name: 'scheme' });

  return (
    <ConsoleForm
      form={form}
      onSubmit={submit}
      label={editing ? `Edit ${initial.name}` : 'New task wall'}
    >
      <TextField name="name" label="Name" />
      <TextField name="slug" label="Slug" hint="The postback address is /postback/{slug}" />
      <UrlField
        name="urlTemplate"
        label="Wall address"
        hint="{userId}, {userName} and {secureHash} are filled in"
        wide={2}
      />
      <SelectField
        name="scheme"
        label="Postback scheme"
        hint={SCHEME_HELP[scheme]}
        options={SCHEME_OPTIONS}
      />
      <SecretField
        name="secret"
        label="Postback secret"
        savedHint={editing ? secretHint : undefined}
      />
      <TextAreaField
        name="allowedIps"
        label="Allowed sender addresses"
        rows={2}
        hint="One per line; empty: any (signed) sender"
      />
      <TextField
        name="successText"
        label="Answer to a good postback"
        hint={`Empty: ${DEFAULT_SUCCESS_TEXT[scheme]}`}
      />
      <NumberField
        name="rewardMultiplier"
        label="Reward multiplier"
        decimals
        hint="₹ per unit of the network’s reward"
      />
      <MoneyField name="holdAbove" label="Hold rewards above" />
      <NumberField name="holdDays" label="Hold days" hint="0: never hold" />
      <SwitchField name="enabled" label="Enabled" />
      {scheme === 'template' ? (
        <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-4 lg:grid-cols-4">
          <legend className="px-1 text-xs font-semibold text-slate-600">Template</legend>
          <TextField name="template.userParam" label="Member id parameter" />
          <TextField name="template.transParam" label="Transaction parameter" />
          <TextField name="template.rewardParam" label="Reward parameter" />
          <TextField name="template.statusParam" label="Status parameter (optional)" />
          <TextField name="template.creditValue" label="Status of a credit" />
          <TextField name="template.chargebackValue" label="Status of a chargeback" />
          <TextField name="template.signatureParam" label="Signature parameter" />
          <SelectField name="template.algorithm" label="Hash" options={HASH_OPTIONS} />
          <TextField
            name="template.hashInput"
            label="Hashed text ({parameter}, {secret})"
            wide={4}
          />
          <GroupMessage name="template" />
        </fieldset>
      ) : null}
      <SaveBar saveLabel={editing ? 'Save' : 'Add task wall'} onCancel={onCancel} />
    </ConsoleForm>
  );
}
