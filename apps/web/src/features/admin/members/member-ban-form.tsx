import { BanReasonForm } from '../ban-reason-form';

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
  return (
    <BanReasonForm
      label={`Ban ${userName}`}
      hint="Shown on the member's page and kept in the audit log."
      placeholder="Several accounts of one person"
      saveLabel="Ban member"
      className="grid min-w-64 gap-2 rounded-lg border border-rose-200 bg-rose-50 p-3 text-left"
      ban={ban}
      onDone={onDone}
    />
  );
}
