import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '../../../../core/admin/audit.ts';
import type { AdminUserPage, TutorVerificationResult, UserStatusResult } from '../../../../core/admin/users.ts';
import type { Role } from '../../../../core/accounts/auth.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

// The 'Pengguna' and 'Log Audit' tabs. Keys sit under the console's 'admin' prefix, so every admin
// decision (useAdminDecision) refetches them too: a disabled account and its audit entry show at once.

export type UsersFilter = { q: string; role: Role | ''; page: number };

const usersKey = (filter: UsersFilter) => ['admin', 'users', filter] as const;
const auditKey = (entity: string, page: number) => ['admin', 'audit', entity, page] as const;

const search = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === '' ? [] : [[key, String(value)]]))).toString();

export const useAdminUsers = (filter: UsersFilter) =>
  useQuery({
    queryKey: usersKey(filter),
    queryFn: ({ signal }) => apiClient.get<AdminUserPage>(`/api/admin/users?${search(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (entity: string, page: number) =>
  useQuery({
    queryKey: auditKey(entity, page),
    queryFn: ({ signal }) => apiClient.get<AuditPage>(`/api/admin/audit?${search({ entity, page })}`, { signal }),
    placeholderData: keepPreviousData,
  });

const path = (kind: string, id: string, action: string) => `/api/admin/${kind}/${encodeURIComponent(id)}/${action}`;

export const disableUser = (id: string) => apiClient.post<UserStatusResult>(path('users', id, 'disable'));
export const enableUser = (id: string) => apiClient.post<UserStatusResult>(path('users', id, 'enable'));
export const verifyTutor = ({ id, note }: { id: string; note: string }) =>
  apiClient.post<TutorVerificationResult>(path('tutors', id, 'verify'), { note });
export const unverifyTutor = (id: string) => apiClient.post<TutorVerificationResult>(path('tutors', id, 'unverify'));
