import type { z } from 'zod';
import { adminMemberBanSchema } from '@kamao/contract/admin/members';
import { ConsoleForm, SaveBar, TextField, useConsoleForm } from './form-kit';

type BanBody = z.output<typeof adminMemberBanSchema>;

/**
 * The reason for a ban, asked before the confirmation: of one member (the member list and page)
 * or of a whole risk group. Both calls take the same reason, checked by the same rule.
 */
export function BanReasonForm({
  label,
  hint,
  placeholder,
  saveLabel,
  className,
  ban,
  onDone,
}: {
  label: string;
  hint: string;
  placeholder: string;
  saveLabel: string;
  className: string;
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
    <ConsoleForm form={form} onSubmit={submit} label={label} className={className}>
      <TextField name="reason" label="Reason for the ban" hint={hint} placeholder={placeholder} />
      <SaveBar saveLabel={saveLabel} onCancel={onDone} />
    </ConsoleForm>
  );
}
