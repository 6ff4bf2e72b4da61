import type { AdminMember } from '@kamao/contract/admin/members';
import { Money } from '../../../components/money';
import { MemberLink } from '../risk/member-link';
import { BanButton, StatusBadge, joined } from './member-row-parts';

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
  );
}
