import { useState } from 'react';
import { memberAdminRoutes, type AdminMember } from '@kamao/contract/admin/members';
import { errorMessageOf } from '../../../lib/api-client';
import { confirmDialog, toastError, toastSuccess } from '../../../lib/toast';
import { useAdminMutation } from '../api/admin-queries';
import { buttons } from '../buttons';
import { confirmDestructive } from '../confirm-destructive';
import { MemberBanForm } from './member-ban-form';

const { memberBan, memberUnban } = memberAdminRoutes;

export const joined = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

export function StatusBadge({ member }: { member: AdminMember }) {
  if (member.role === 'admin')
    return (
      <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-800">
        Admin
      </span>
    );
  return member.status === 'banned' ? (
    <span className="rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-700">
      Banned
    </span>
  ) : (
    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      Active
    </span>
  );
}

/**
 * Ban (with its reason, then a confirmation) or unban (after a confirmation); administrators have
 * no button (the server refuses too).
 */
export function BanButton({ member }: { member: AdminMember }) {
  const ban = useAdminMutation(memberBan);
  const unban = useAdminMutation(memberUnban);
  const [asking, setAsking] = useState(false);
  if (member.role === 'admin') return null;
  const banning = member.status === 'active';
  const failed = (error: unknown) =>
    toastError(errorMessageOf(error, 'Something went wrong, please try again.'));

  const banWith = async (reason: string) => {
    const sure = await confirmDestructive({
      action: 'Ban',
      thing: member.userName,
      consequence: 'They are signed out at once and cannot log in until you unban them.',
    });
    if (!sure) return false;
    try {
      const answer = await ban.mutateAsync({ params: { id: member.id }, body: { reason } });
      await toastSuccess(
        answer.changed
          ? `${member.userName} is banned.`
          : `${member.userName} is already ${answer.member.status}.`,
      );
      return true;
    } catch (error) {
      await failed(error);
      return false;
    }
  };

  const unbanNow = async () => {
    const sure = await confirmDialog({
      title: `Unban ${member.userName}?`,
      text: 'They can log in again.',
      confirmText: 'Unban',
      cancelText: 'Cancel',
    });
    if (!sure) return;
    try {
      const answer = await unban.mutateAsync({ params: { id: member.id } });
      await toastSuccess(
        answer.changed
          ? `${member.userName} can log in again.`
          : `${member.userName} is already ${answer.member.status}.`,
      );
    } catch (error) {
      await failed(error);
    }
  };

  if (banning && asking) {
    return (
      <MemberBanForm userName={member.userName} ban={banWith} onDone={() => setAsking(false)} />
    );
  }
  return (
    <button
      type="button"
      className={banning ? buttons.danger : buttons.secondary}
      disabled={ban.isPending || unban.isPending}
      onClick={() => (banning ? setAsking(true) : void unbanNow())}
      aria-label={`${banning ? 'Ban' : 'Unban'} ${member.userName}`}
    >
      {banning ? 'Ban' : 'Unban'}
    </button>
  );
}
