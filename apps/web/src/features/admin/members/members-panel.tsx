import { useId, useState } from 'react';
import { memberAdminRoutes, type AdminMember } from '@kamao/contract/admin/members';
import { errorMessageOf } from '../../../lib/api-client';
import { confirmDialog, toastError, toastSuccess } from '../../../lib/toast';
import { Money } from '../../../components/money';
import { Pager } from '../../../components/pager';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';
import { confirmDestructive } from '../confirm-destructive';
import { pendingOrFailed } from '../query-state';

const { memberList, memberBan, memberUnban } = memberAdminRoutes;

const joined = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

function StatusBadge({ member }: { member: AdminMember }) {
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

/** Ban or unban after a confirmation; administrators have no button (the server refuses too). */
function BanButton({ member }: { member: AdminMember }) {
  const ban = useAdminMutation(memberBan);
  const unban = useAdminMutation(memberUnban);
  if (member.role === 'admin') return null;
  const banning = member.status === 'active';
  const write = banning ? ban : unban;
  const act = async () => {
    const sure = await (banning
      ? confirmDestructive({
          action: 'Ban',
          thing: member.userName,
          consequence: 'They are signed out at once and cannot log in until you unban them.',
        })
      : confirmDialog({
          title: `Unban ${member.userName}?`,
          text: 'They can log in again.',
          confirmText: 'Unban',
          cancelText: 'Cancel',
        }));
    if (!sure) return;
    try {
      const answer = await write.mutateAsync({ params: { id: member.id } });
      await toastSuccess(
        !answer.changed
          ? `${member.userName} is already ${answer.member.status}.`
          : banning
            ? `${member.userName} is banned.`
            : `${member.userName} can log in again.`,
      );
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };
  return (
    <button
      type="button"
      className={banning ? buttons.danger : buttons.secondary}
      disabled={ban.isPending || unban.isPending}
      onClick={() => void act()}
      aria-label={`${banning ? 'Ban' : 'Unban'} ${member.userName}`}
    >
      {banning ? 'Ban' : 'Unban'}
    </button>
  );
}

/** Members: search by userName, e-mail, name or mobile; balances; ban and unban. */
export function MembersPanel() {
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1 });
  const list = useAdminQuery(memberList, { query });
  const members = list.data?.members ?? [];
  const pageCount = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;

  return (
    <section aria-labelledby="members-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="members-title" className="text-lg font-bold text-slate-900">
          Members{' '}
          {list.data && (
            <span className="text-sm font-normal text-slate-500">({list.data.total})</span>
          )}
        </h2>
        <form
          role="search"
          className="flex w-full gap-2 sm:w-auto"
          onSubmit={(e) => {
            e.preventDefault();
            setQuery({ q: draft.trim(), page: 1 });
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            Search members
          </label>
          <input
            id={searchId}
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="userName, e-mail, name or mobile"
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm sm:w-72"
          />
          <button type="submit" className={buttons.primary}>
            Search
          </button>
        </form>
      </div>

      {pendingOrFailed(list) ??
        (members.length === 0 ? (
          <p className="text-sm text-slate-500">No members found.</p>
        ) : (
          <>
            {/* Phones: one card per member. */}
            <ul className="grid gap-3 md:hidden" aria-label="Members">
              {members.map((m) => (
                <li
                  key={m.id}
                  className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                >
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
                    <th scope="col" className="px-3 py-2">
                      Member
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Contact
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Joined
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Referrer
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Withdrawable
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Deposit
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Owes
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Status
                    </th>
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
        ))}
      <Pager
        page={query.page}
        pageCount={pageCount}
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
      />
    </section>
  );
}
