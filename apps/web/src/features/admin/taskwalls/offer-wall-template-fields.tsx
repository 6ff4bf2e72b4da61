import { TEMPLATE_HASH_ALGORITHMS } from '@kamao/contract/admin/offer-walls';
import { GroupMessage, SelectField, TextField } from '../form-kit';

const HASH_OPTIONS = TEMPLATE_HASH_ALGORITHMS.map((a) => ({ value: a, label: a }));

/**
 * The boxes of the `template` postback scheme: which parameters carry the member, transaction,
 * reward and status, and how the signature is computed. They sit inside the task wall's form.
 */
export function OfferWallTemplateFields() {
  return (
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
      <TextField name="template.hashInput" label="Hashed text ({parameter}, {secret})" wide={4} />
      <GroupMessage name="template" />
    </fieldset>
  );
}
