import type { AdminMember } from '@kamao/contract/admin/members';
import { Money } from '../../../components/money';
import { MemberLink } from '../risk/member-link';
import { BanButton, StatusBadge, joined } from './member-row-parts';

/** One member as a row of the members table on wider screens. */
export function MemberTableRow({ member: m }: { member: AdminMember }) {
  return (
    <tr>
      <td className="px-3 py-2">
        <p>
          <MemberLink member={m} />
        </p>
        <p className="text-slate-600">{m.name}</p>
      </td>
      <td className="px-3 py-2">
        <p className="text-slate-800">{m.email}</p>
        <p className="text-slate-500">{m.mobile ?? '—'}</p>
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-700">{joined(m.createdAt)}</td>
      <td className="px-3 py-2 text-slate-700">{m.referrerUserName ?? '—'}</td>
      <td className="px-3 py-2 text-right">
        <Money amount={m.withdrawable} />
      </td>
      <td className="px-3 py-2 text-right">
        <Money amount={m.deposit} />
      </td>
      <td className="px-3 py-2 text-right">
        {m.debt > 0 ? (
          <Money amount={m.debt} className="font-semibold text-amber-800" />
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </td>
      <td className="px-3 py-2">
        <StatusBadge member={m} />
      </td>
      <td className="px-3 py-2 text-right">
        <BanButton member={m} />
      </td>
    </tr>
  );
}
