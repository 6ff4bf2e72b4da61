import type { z } from 'zod';
import { riskGroupBanSchema } from '@kamao/contract/admin/risk';
import { ConsoleForm, SaveBar, TextField, useConsoleForm } from '../form-kit';

type BanBody = z.output<typeof riskGroupBanSchema>;

/** The one reason for banning a whole group, asked before the confirmation. */
export function GroupBanForm({
  groupLabel,
  ban,
  onDone,
}: {
  groupLabel: string;
  /** Confirms and bans; true when banned. */
  ban: (reason: string) => Promise<boolean>;
  onDone: () => void;
}) {
  const { form, submit } = useConsoleForm<{ reason: string }, BanBody>({
    defaults: { reason: '' },
    schema: riskGroupBanSchema,
    onSave: async ({ reason }) => {
      if (await ban(reason)) onDone();
    },
  });
  return (
    <ConsoleForm
      form={form}
      onSubmit={submit}
      label={`Ban ${groupLabel}`}
      className="grid gap-3 rounded-lg border border-rose-200 bg-rose-50 p-3 sm:grid-cols-[1fr_auto]"
    >
      <TextField
        name="reason"
        label="Reason for the ban"
        hint="One reason for every member of the group; it is kept in the audit log."
        placeholder="One person's accounts sharing a UPI id"
      />
      <SaveBar saveLabel="Ban members" onCancel={onDone} />
    </ConsoleForm>
  );
}
