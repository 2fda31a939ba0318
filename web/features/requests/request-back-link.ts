import type { Role } from '../../../core/accounts/auth.schema.ts';

export type BackTarget = { to: string; label: string };

/** Where a request's page leads back to: the list the viewer came from. */
export function requestListOf(role: Role | undefined): BackTarget {
  if (role === 'tutor') return { to: '/tutor-requests', label: 'Kembali ke Request Belajar' };
  if (role === 'admin') return { to: '/admin', label: 'Kembali ke Konsol Admin' };
  return { to: '/biddings', label: 'Kembali ke Daftar' };
}
