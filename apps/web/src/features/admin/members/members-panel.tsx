import { useState } from 'react';
import { adminMembersQuerySchema, memberAdminRoutes } from '@kamao/contract/admin/members';
import { Pager } from '../../../components/pager';
import { useAdminQuery } from '../api/admin-queries';
import { SearchBox } from '../form-kit';
import { pendingOrFailed } from '../query-state';
import { MemberList } from './member-list';

const SEARCH = adminMembersQuerySchema.pick({ q: true });

/** Members: search by userName, e-mail, name or mobile; balances; ban and unban. */
export function MembersPanel() {
  const [query, setQuery] = useState({ q: '', page: 1 });
  const list = useAdminQuery(memberAdminRoutes.memberList, { query });
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
        <SearchBox
          label="Search members"
          placeholder="userName, e-mail, name or mobile"
          schema={SEARCH}
          onSearch={(q) => setQuery({ q, page: 1 })}
        />
      </div>
      {pendingOrFailed(list) ??
        (members.length === 0 ? (
          <p className="text-sm text-slate-500">No members found.</p>
        ) : (
          <MemberList members={members} />
        ))}
      <Pager
        page={query.page}
        pageCount={pageCount}
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
      />
    </section>
  );
}
