import { useWatch } from 'react-hook-form';
import {
  DEFAULT_SUCCESS_TEXT,
  OFFERWALL_SCHEMES,
  OFFERWALL_SECRET_MIN_LENGTH,
  adminOfferWallCreateSchema,
  adminOfferWallUpdateSchema,
} from '@kamao/contract/admin/offer-walls';
import {
  ConsoleForm,
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
import { OfferWallRewardFields } from './offer-wall-reward-fields';
import { OfferWallTemplateFields } from './offer-wall-template-fields';

const SCHEME_OPTIONS = OFFERWALL_SCHEMES.map((s) => ({ value: s, label: s }));

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
    kinds: {
      rewardMultiplier: 'number',
      holdAbove: 'money',
      holdDays: 'number',
      maxRewardPerTransaction: 'money',
    },
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
        hint={`At least ${OFFERWALL_SECRET_MIN_LENGTH} characters`}
      />
      <TextAreaField
        name="allowedIps"
        label="Allowed sender addresses"
        rows={2}
        hint="One per line, as the network publishes them; empty: any (signed) sender. The md5 and Lootably schemes need them."
      />
      <TextField
        name="successText"
        label="Answer to a good postback"
        hint={`Empty: ${DEFAULT_SUCCESS_TEXT[scheme]}`}
      />
      <OfferWallRewardFields />
      <SwitchField name="enabled" label="Enabled" />
      {scheme === 'template' ? <OfferWallTemplateFields /> : null}
      <SaveBar saveLabel={editing ? 'Save' : 'Add task wall'} onCancel={onCancel} />
    </ConsoleForm>
  );
}
