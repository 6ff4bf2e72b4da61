import type { AdminMember } from '@kamao/contract/admin/members';
import { Money } from '../../../components/money';
import { BanButton, StatusBadge, joined } from './member-row-parts';

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
          <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900 wrap-anywhere">{m.userName}</p>
                <p className="truncate text-sm text-slate-600">{m.name}</p>
              </div>
              <StatusBadge member={m} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">E-mail</dt>
              <dd className="text-slate-800 wrap-anywhere">{m.email}</dd>
              <dt className="text-slate-500">Mobile</dt>
              <dd className="text-slate-800">{m.mobile ?? '—'}</dd>
              <dt className="text-slate-500">Joined</dt>
              <dd className="text-slate-800">{joined(m.createdAt)}</dd>
              <dt className="text-slate-500">Referrer</dt>
              <dd className="text-slate-800">{m.referrerUserName ?? '—'}</dd>
              <dt className="text-slate-500">Withdrawable</dt>
              <dd>
                <Money amount={m.withdrawable} />
              </dd>
              <dt className="text-slate-500">Deposit</dt>
              <dd>
                <Money amount={m.deposit} />
              </dd>
              {m.debt > 0 ? (
                <>
                  <dt className="text-amber-700">Owes</dt>
                  <dd className="font-semibold text-amber-800">
                    <Money amount={m.debt} />
                  </dd>
                </>
              ) : null}
            </dl>
            <div className="mt-3 flex justify-end">
              <BanButton member={m} />
            </div>
          </li>
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
              <tr key={m.id}>
                <td className="px-3 py-2">
                  <p className="font-semibold text-slate-900">{m.userName}</p>
                  <p className="text-slate-600">{m.name}</p>
                </td>
                <td className="px-3 py-2">
                  <p className="text-slate-800">{m.email}</p>
                  <p className="text-slate-500">{m.mobile ?? '—'}</p>
                </td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                  {joined(m.createdAt)}
                </td>
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
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
