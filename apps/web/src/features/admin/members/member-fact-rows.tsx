import type { AdminMember } from '@kamao/contract/admin/members';
import { Money } from '../../../components/money';
import { joined } from './member-row-parts';

/**
 * A member's contact, referrer and money as rows of a description list: the phone card of the
 * member list and the member page show the same facts.
 */
export function MemberFactRows({
  member: m,
  referrerLabel,
}: {
  member: AdminMember;
  referrerLabel: string;
}) {
  return (
    <>
      <dt className="text-slate-500">E-mail</dt>
      <dd className="text-slate-800 wrap-anywhere">{m.email}</dd>
      <dt className="text-slate-500">Mobile</dt>
      <dd className="text-slate-800">{m.mobile ?? '—'}</dd>
      <dt className="text-slate-500">Joined</dt>
      <dd className="text-slate-800">{joined(m.createdAt)}</dd>
      <dt className="text-slate-500">{referrerLabel}</dt>
      <dd className="text-slate-800 wrap-anywhere">{m.referrerUserName ?? '—'}</dd>
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
    </>
  );
}
