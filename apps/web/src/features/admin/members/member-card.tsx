import type { AdminMember } from '@kamao/contract/admin/members';
import { MemberLink } from '../risk/member-link';
import { MemberFactRows } from './member-fact-rows';
import { BanButton, StatusBadge } from './member-row-parts';

/** One member as a card, for phones: names, contact, money and the ban button. */
export function MemberCard({ member: m }: { member: AdminMember }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p>
            <MemberLink member={m} />
          </p>
          <p className="truncate text-sm text-slate-600">{m.name}</p>
        </div>
        <StatusBadge member={m} />
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <MemberFactRows member={m} referrerLabel="Referrer" />
      </dl>
      <div className="mt-3 flex justify-end">
        <BanButton member={m} />
      </div>
    </li>
  );
}
