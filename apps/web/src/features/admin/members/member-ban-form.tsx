import type { z } from 'zod';
import { adminMemberBanSchema } from '@kamao/contract/admin/members';
import { ConsoleForm, SaveBar, TextField, useConsoleForm } from '../form-kit';

type BanBody = z.output<typeof adminMemberBanSchema>;

/** The reason for banning one member, asked before the confirmation. */
export function MemberBanForm({
  userName,
  ban,
  onDone,
}: {
  userName: string;
  /** Confirms and bans; true when banned. */
  ban: (reason: string) => Promise<boolean>;
  onDone: () => void;
}) {
  const { form, submit } = useConsoleForm<{ reason: string }, BanBody>({
    defaults: { reason: '' },
    schema: adminMemberBanSchema,
    onSave: async ({ reason }) => {
      if (await ban(reason)) onDone();
    },
  });
  return (
    <ConsoleForm
      form={form}
      onSubmit={submit}
      label={`Ban ${userName}`}
      className="grid min-w-64 gap-2 rounded-lg border border-rose-200 bg-rose-50 p-3 text-left"
    >
      <TextField
        name="reason"
        label="Reason for the ban"
        hint="Shown on the member's page and kept in the audit log."
        placeholder="Several accounts of one person"
      />
      <SaveBar saveLabel="Ban member" onCancel={onDone} />
    </ConsoleForm>
  );
}
