import type { AdminMember } from '@kamao/contract/admin/members';
import { MemberCard } from './member-card';
import { MemberTableRow } from './member-table-row';

// The table's headings; amounts line up on the right.
const COLUMNS = [
  ['Member', ''],
  ['Contact', ''],
  ['Joined', ''],
  ['Referrer', ''],
  ['Withdrawable', 'text-right'],
  ['Deposit', 'text-right'],
  ['Owes', 'text-right'],
  ['Status', ''],
] as const;

/** The members of one page: a card each on phones, a table on wider screens. */
export function MemberList({ members }: { members: AdminMember[] }) {
  return (
    <>
      {/* Phones: one card per member. */}
      <ul className="grid gap-3 md:hidden" aria-label="Members">
        {members.map((m) => (
          <MemberCard key={m.id} member={m} />
        ))}
      </ul>

      {/* Wider screens: a table. */}
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Members</caption>
          <thead className="bg-slate-50 text-xs text-slate-500 uppercase">
            <tr>
              {COLUMNS.map(([title, align]) => (
                <th key={title} scope="col" className={`px-3 py-2 ${align}`}>
                  {title}
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {members.map((m) => (
              <MemberTableRow key={m.id} member={m} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
