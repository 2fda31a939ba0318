import type { Actor } from '../../core/accounts/actor.ts';
import type { Role } from '../../core/accounts/auth.schema.ts';
import { ADMIN_USERS_PAGE_SIZE, type AdminUser, type AdminUserPage, type AdminUsersQuery } from '../../core/admin/users.ts';
import type { Db } from '../../infra/db.ts';
import { requireRole } from '../accounts/require-role.ts';

type Row = {
  id: string;
  name: string;
  email: string;
  role: Role;
  created_at: Date;
  disabled_at: Date | null;
  email_confirmed_at: Date | null;
  verified_at: Date | null;
  verification_note: string | null;
  listed: boolean | null;
  total: string;
};

/** `%`, `_` and the escape character itself match literally: a search for "a_b" finds "a_b" only. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const toAdminUser = (row: Row): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  createdAt: row.created_at.toISOString(),
  disabledAt: row.disabled_at?.toISOString() ?? null,
  emailConfirmed: row.email_confirmed_at !== null,
  tutor:
    row.role === 'tutor'
      ? { verifiedAt: row.verified_at?.toISOString() ?? null, verificationNote: row.verification_note, listed: row.listed === true }
      : null,
});

/**
 * Accounts for the console, newest first: a case-insensitive search in name or email, a role
 * filter, pages of 20 with the total. Only the columns named here leave the database.
 */
export async function listUsers(deps: { db: Db }, viewer: Actor, query: AdminUsersQuery): Promise<AdminUserPage> {
  requireRole(viewer, 'admin');
  const { db } = deps;
  const rows = await db('users as u')
    .leftJoin('tutors as t', 't.id', 'u.id')
    .modify((builder) => {
      if (query.role) builder.where('u.role', query.role);
      if (query.q) {
        const pattern = likePattern(query.q);
        builder.where((where) =>
          where.whereRaw(`u.name ilike ? escape '\\'`, [pattern]).orWhereRaw(`u.email::text ilike ? escape '\\'`, [pattern]),
        );
      }
    })
    .orderBy([
      { column: 'u.created_at', order: 'desc' },
      { column: 'u.id', order: 'desc' },
    ])
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_USERS_PAGE_SIZE)
    .select<Row[]>(
      'u.id',
      'u.name',
      'u.email',
      'u.role',
      'u.created_at',
      'u.disabled_at',
      'u.email_confirmed_at',
      't.verified_at',
      't.verification_note',
      't.listed',
      db.raw('count(*) over () as total'),
    );
  // Past the last page the window has no row to count on; the total is then asked on its own.
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows[0] && query.page > 1) total = (await listUsers(deps, viewer, { ...query, page: 1 })).total;
  return { users: rows.map(toAdminUser), total, page: query.page, pageSize: ADMIN_USERS_PAGE_SIZE };
}
