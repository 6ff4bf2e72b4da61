import type { z } from 'zod';
import { riskAdminRoutes, riskRulesSchema, type RiskRules } from '@kamao/contract/admin/risk';
import { toastSuccess } from '../../../lib/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import {
  ConsoleForm,
  NumberField,
  SaveBar,
  SelectField,
  SwitchField,
  useConsoleForm,
} from '../form-kit';
import { pendingOrFailed } from '../query-state';

type RulesDraft = Omit<RiskRules, 'maxAccountsPerDevice' | 'holdAboveScore'> & {
  maxAccountsPerDevice: string;
  holdAboveScore: string;
};
type RulesBody = z.output<typeof riskRulesSchema>;

const VPN_CHOICES = [
  { value: 'allow', label: 'Allow: note nothing' },
  { value: 'flag', label: 'Flag: add to the risk score' },
  { value: 'refuse', label: 'Refuse the sign-up or claim' },
] as const;

/** The risk rules (docs/product/risk.md#rules-operator-settings), saved together. */
export function RiskRulesPanel() {
  const current = useAdminQuery(riskAdminRoutes.riskRules);
  return (
    <section aria-labelledby="risk-rules-title" className="grid gap-3">
      <h3 id="risk-rules-title" className="font-bold text-slate-900">
        Rules
      </h3>
      {pendingOrFailed(current, 'h-40') ?? (current.data && <RulesForm rules={current.data} />)}
    </section>
  );
}

function RulesForm({ rules }: { rules: RiskRules }) {
  const write = useAdminMutation(riskAdminRoutes.riskRulesUpdate);
  const { form, submit } = useConsoleForm<RulesDraft, RulesBody>({
    defaults: {
      ...rules,
      maxAccountsPerDevice: String(rules.maxAccountsPerDevice),
      holdAboveScore: String(rules.holdAboveScore),
    },
    schema: riskRulesSchema,
    kinds: { maxAccountsPerDevice: 'number', holdAboveScore: 'number' },
    onSave: async (body) => {
      await write.mutateAsync({ body });
      await toastSuccess('Risk rules saved.');
    },
  });
  return (
    <ConsoleForm
      form={form}
      onSubmit={submit}
      label="Risk rules"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:max-w-xl"
    >
      <NumberField
        name="maxAccountsPerDevice"
        label="Accounts allowed per device"
        hint="A sign-up from a browser that already made this many accounts is refused."
      />
      <div className="grid gap-1">
        <SwitchField name="linkedReferralIncome" label="Referral income between linked accounts" />
        <p className="text-xs text-slate-500">
          Off: a referral between accounts of one device or group is recorded, but its income is not
          paid.
        </p>
      </div>
      <SelectField
        name="vpnPolicy"
        label="VPN or proxy at sign-up and claims"
        options={VPN_CHOICES}
      />
      <NumberField
        name="holdAboveScore"
        label="Hold withdrawals at or above the score"
        hint="A held withdrawal still reads Pending to the member. 101 holds none."
      />
      <SaveBar saveLabel="Save rules" />
    </ConsoleForm>
  );
}
