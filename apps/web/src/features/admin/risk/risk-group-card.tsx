import { useState } from 'react';
import type { RiskGroup } from '@kamao/contract/admin/risk';
import { GroupActionButtons } from './group-action-buttons';
import { GroupBanForm } from './group-ban-form';
import { GroupEarnings, GroupReferrals } from './group-evidence';
import { GroupHeading } from './group-heading';
import { GroupMembers } from './group-members';
import { GroupSignals } from './group-signals';
import { groupName, useRiskGroupActions } from './use-risk-group-actions';

/**
 * One group of linked members: its score, the money at stake, its members (each a link to their
 * page), what they share in words, what they earned and the referrals among them, whether it was
 * reviewed, and the actions on it.
 */
export function RiskGroupCard({ group }: { group: RiskGroup }) {
  const actions = useRiskGroupActions(group);
  const [banning, setBanning] = useState(false);
  const label = groupName(group);
  return (
    <li
      aria-label={`Group of ${label}`}
      className={`grid gap-3 rounded-xl border bg-white p-4 text-sm shadow-sm ${
        group.reviewedAt ? 'border-slate-200' : 'border-amber-300'
      }`}
    >
      <GroupHeading group={group} />
      <GroupMembers members={group.members} />
      <GroupSignals signals={group.signals} members={group.members} />
      <GroupEarnings earningsBySource={group.earningsBySource} />
      <GroupReferrals referrals={group.referrals} />

      {banning ? (
        <GroupBanForm groupLabel={label} ban={actions.ban} onDone={() => setBanning(false)} />
      ) : (
        <GroupActionButtons
          actions={actions}
          reviewed={Boolean(group.reviewedAt)}
          onBan={() => setBanning(true)}
        />
      )}
    </li>
  );
}
