import type { z } from 'zod';
import { adminPtcSettingsSchema, ptcAdminRoutes } from '@kamao/contract/admin/ptc';
import { toastSuccess } from '../../../lib/toast';
import { useAdminMutation } from '../api/admin-queries';
import { ConsoleForm, NumberField, SaveBar, useConsoleForm } from '../form-kit';

type PtcSettings = z.output<typeof adminPtcSettingsSchema>;

/** The operator types the share in percent; the body sends basis points (1 % = 100). */
interface ShareDraft {
  memberShareBp: string;
  minimumTotalViews: string;
}

/** Percent to basis points; more than 2 decimals stays a fraction, which the schema refuses. */
function basisPointsOf(percent: string | number): number {
  const bp = Number(percent) * 100;
  return Math.abs(bp - Math.round(bp)) < 1e-6 ? Math.round(bp) : bp;
}

/** The viewer's share of each view's price and the fewest views a campaign may buy. */
export function PtcShareForm({ memberShareBp, minimumTotalViews }: PtcSettings) {
  const write = useAdminMutation(ptcAdminRoutes.ptcSettingsUpdate);
  const { form, submit } = useConsoleForm<ShareDraft, PtcSettings>({
    defaults: {
      memberShareBp: String(memberShareBp / 100),
      minimumTotalViews: String(minimumTotalViews),
    },
    schema: adminPtcSettingsSchema,
    toBody: (draft) => ({ ...draft, memberShareBp: basisPointsOf(draft.memberShareBp) }),
    kinds: { memberShareBp: 'percent', minimumTotalViews: 'number' },
    onSave: async (body) => {
      await write.mutateAsync({ body });
      await toastSuccess('PTC settings saved.');
    },
  });
  return (
    <ConsoleForm
      form={form}
      onSubmit={submit}
      label="PTC settings"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <NumberField name="memberShareBp" label="Viewer's share of the price (%)" decimals />
      <NumberField name="minimumTotalViews" label="Minimum total views of a campaign" />
      <SaveBar />
    </ConsoleForm>
  );
}
