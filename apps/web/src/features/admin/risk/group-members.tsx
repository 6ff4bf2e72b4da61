import type { RiskGroup } from '@kamao/contract/admin/risk';
import { MemberLink } from './member-link';

/** The group's members, each a link to their page. */
export function GroupMembers({ members }: Pick<RiskGroup, 'members'>) {
  return (
    <div className="grid gap-1">
      <p className="text-xs font-semibold text-slate-500 uppercase">{members.length} members</p>
      <ul aria-label="Members of the group" className="flex flex-wrap gap-x-4 gap-y-1">
        {members.map((m) => (
          <li key={m.id}>
            <MemberLink member={m} />
          </li>
        ))}
      </ul>
    </div>
  );
}
