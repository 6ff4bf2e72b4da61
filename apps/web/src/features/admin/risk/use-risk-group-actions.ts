import { riskAdminRoutes, type RiskGroup } from '@kamao/contract/admin/risk';
import { formatRupees } from '@kamao/contract/money';
import { errorMessageOf } from '../../../lib/api-client';
import { confirmDialog, toastError, toastSuccess } from '../../../lib/toast';
import { useAdminMutation } from '../api/admin-queries';
import { confirmDestructive } from '../confirm-destructive';
import { GENERAL_ERROR } from '../form-kit';

const { riskGroupHold, riskGroupBan, riskGroupTakeBackReferrals, riskGroupReviewed } =
  riskAdminRoutes;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The group as the operator knows it: its first members' userNames. */
export function groupName(group: RiskGroup): string {
  const names = group.members.slice(0, 3).map((m) => m.userName);
  const more = group.members.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
}

/** Runs the call and toasts its sentence; false when the server refused (toasted too). */
async function run<T>(call: () => Promise<T>, sentence: (answer: T) => string) {
  try {
    await toastSuccess(sentence(await call()));
    return true;
  } catch (error) {
    await toastError(errorMessageOf(error, GENERAL_ERROR));
    return false;
  }
}

/** What holding did, from the server's count. */
const heldSentence = ({ held }: { held: number }) =>
  held === 0 ? 'No pending withdrawals to hold.' : `Held ${plural(held, 'withdrawal')}.`;

/** What taking back did: the income taken and, when balances went below zero, the debt. */
const tookBackSentence = ({ takenBack, debt }: { takenBack: number; debt: number }) =>
  takenBack === 0
    ? 'No referral income inside this group to take back.'
    : `Took back ${formatRupees(takenBack)} of referral income${
        debt > 0 ? `; ${formatRupees(debt)} of it is now owed` : ''
      }.`;

/**
 * A group's actions (docs/product/risk.md): each asks first, then says what the server did from
 * its answer. Every one is audited on the server.
 */
export function useRiskGroupActions(group: RiskGroup) {
  const params = { id: group.id };
  const hold = useAdminMutation(riskGroupHold);
  const ban = useAdminMutation(riskGroupBan);
  const takeBack = useAdminMutation(riskGroupTakeBackReferrals);
  const reviewed = useAdminMutation(riskGroupReviewed);
  const name = groupName(group);

  return {
    busy: hold.isPending || ban.isPending || takeBack.isPending || reviewed.isPending,

    hold: async () => {
      const sure = await confirmDestructive({
        action: 'Hold',
        thing: `the pending withdrawals of ${name}`,
        consequence:
          'They are not paid until you release each one in the payout queue; the members still read them as Pending.',
      });
      if (sure) {
        await run(() => hold.mutateAsync({ params }), heldSentence);
      }
    },

    /**
     * Resolves true when the members were banned (the reason form then closes); a refusal is
     * thrown, for the reason form to show under its field.
     */
    ban: async (reason: string) => {
      const sure = await confirmDestructive({
        action: 'Ban',
        thing: plural(group.members.length, 'member'),
        consequence: `${name}: signed out at once, and they cannot log in until unbanned one by one. Reason: ${reason}`,
      });
      if (!sure) return false;
      const { banned } = await ban.mutateAsync({ params, body: { reason } });
      await toastSuccess(`Banned ${plural(banned, 'member')}.`);
      return true;
    },

    takeBack: async () => {
      const sure = await confirmDestructive({
        action: 'Take back',
        thing: 'the referral income earned inside this group',
        consequence:
          'It is taken from their balances through the ledger; what they already spent becomes debt.',
      });
      if (sure) {
        await run(() => takeBack.mutateAsync({ params }), tookBackSentence);
      }
    },

    markReviewed: async () => {
      const sure = await confirmDialog({
        title: `Mark ${name} reviewed?`,
        text: 'The group stays quiet until one of its members shows a new signal.',
        confirmText: 'Mark reviewed',
        cancelText: 'Cancel',
      });
      if (sure) {
        await run(
          () => reviewed.mutateAsync({ params }),
          () => 'Marked reviewed.',
        );
      }
    },
  };
}
