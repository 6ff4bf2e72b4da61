import { BanReasonForm } from '../ban-reason-form';

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
  return (
    <BanReasonForm
      label={`Ban ${groupLabel}`}
      hint="One reason for every member of the group; it is kept in the audit log."
      placeholder="One person's accounts sharing a UPI id"
      saveLabel="Ban members"
      className="grid gap-3 rounded-lg border border-rose-200 bg-rose-50 p-3 sm:grid-cols-[1fr_auto]"
      ban={ban}
      onDone={onDone}
    />
  );
}
