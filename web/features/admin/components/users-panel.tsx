import { useId, useState, type FormEvent } from 'react';
import type { Role } from '../../../../core/accounts/auth.schema.ts';
import { USER_SEARCH_MAX } from '../../../../core/admin/users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../hooks/use-auth.ts';
import { useAdminUsers, type UsersFilter } from '../api/admin-users.ts';
import { Pager } from './pager.tsx';
import { ROLE_LABELS, UserRow } from './user-row.tsx';

const ROLE_OPTIONS: { value: Role | ''; label: string }[] = [
  { value: '', label: 'Semua peran' },
  ...(['customer', 'tutor', 'admin'] as const).map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];

/** 'Pengguna' (docs/product.md#admin-users): find accounts by name or email and role; disable, enable, verify tutors. */
export function UsersPanel() {
  const id = useId();
  const { user: me } = useAuth();
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<UsersFilter>({ q: '', role: '', page: 1 });
  const users = useAdminUsers(filter);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter((current) => ({ ...current, q: draft.trim(), page: 1 }));
  };

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={search} role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-slate-800">
            Cari nama atau email
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={inputClass}
            maxLength={USER_SEARCH_MAX}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-role`} className="mb-1 block text-sm font-medium text-slate-800">
            Peran
          </label>
          <select
            id={`${id}-role`}
            className={inputClass}
            value={filter.role}
            onChange={(event) => setFilter((current) => ({ ...current, role: event.target.value as UsersFilter['role'], page: 1 }))}
          >
            {ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Cari</Button>
      </form>

      {users.isPending ? (
        <LoadingBlock label="Memuat data..." />
      ) : users.isError ? (
        <LoadError message="Gagal memuat daftar pengguna" onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : users.data.users.length === 0 ? (
        <EmptyState title="Tidak ada pengguna">Tidak ada akun yang cocok dengan pencarian ini.</EmptyState>
      ) : (
        <div className={`flex flex-col gap-4 transition-opacity ${users.isPlaceholderData ? 'opacity-60' : ''}`}>
          <p className="text-sm text-slate-600">{users.data.total} pengguna</p>
          <ul aria-label="Daftar pengguna" className="flex flex-col gap-4">
            {users.data.users.map((user) => (
              <UserRow key={user.id} user={user} isSelf={user.id === me?.id} />
            ))}
          </ul>
          <Pager
            page={filter.page}
            hasMore={filter.page * users.data.pageSize < users.data.total}
            onChange={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </div>
      )}
    </div>
  );
}
