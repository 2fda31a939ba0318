import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Role } from '../../../../core/accounts/auth.schema.ts';
import { adminUsersContract as C } from '../../../../core/contracts/admin-users.contract.ts';
import { callApi } from '../../../lib/call-api.ts';

// The 'Pengguna' and 'Log Audit' tabs. Keys sit under the console's 'admin' prefix, so every admin
// decision (useAdminDecision) refetches them too: a disabled account and its audit entry show at once.

export type UsersFilter = { q: string; role: Role | ''; page: number };

const usersKey = (filter: UsersFilter) => ['admin', 'users', filter] as const;
const auditKey = (entity: string, page: number) => ['admin', 'audit', entity, page] as const;

/** An empty filter is left out of the query. */
const given = (value: string) => (value === '' ? null : value);

export const useAdminUsers = (filter: UsersFilter) =>
  useQuery({
    queryKey: usersKey(filter),
    queryFn: ({ signal }) =>
      callApi(C.users, { query: { q: given(filter.q), role: given(filter.role), page: String(filter.page) } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (entity: string, page: number) =>
  useQuery({
    queryKey: auditKey(entity, page),
    queryFn: ({ signal }) => callApi(C.audit, { query: { entity: given(entity), page: String(page) } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const disableUser = (id: string) => callApi(C.disable, { params: { id } });
export const enableUser = (id: string) => callApi(C.enable, { params: { id } });
export const verifyTutor = ({ id, note }: { id: string; note: string }) => callApi(C.verifyTutor, { params: { id }, body: { note } });
export const unverifyTutor = (id: string) => callApi(C.unverifyTutor, { params: { id } });
