import { isRole, type SessionUser } from '../../core/accounts/auth.schema.ts';
import type { Db, Trx } from '../../infra/db.ts';

// The users row as the accounts use cases read it. No knex row leaves services/: callers get
// SessionUser, and the password hash never travels further than the sign-in check.

export type UserRow = {
  id: string;
  email: string;
  /** null: an account made with Google that has not set a password (decision 032). */
  password_hash: string | null;
  role: string;
  name: string;
  email_confirmed_at: Date | null;
  disabled_at: Date | null;
};

const COLUMNS = ['id', 'email', 'password_hash', 'role', 'name', 'email_confirmed_at', 'disabled_at'] as const;

export function toSessionUser(row: Pick<UserRow, 'id' | 'email' | 'role' | 'name'>): SessionUser {
  if (!isRole(row.role)) throw new Error(`user ${row.id} has an unknown role`);
  return { id: row.id, email: row.email, role: row.role, name: row.name };
}

/** `email` is citext: the lookup ignores case. `lock` takes the row for the caller's transaction. */
export async function findUserByEmail(db: Db | Trx, email: string, options: { lock?: boolean } = {}): Promise<UserRow | undefined> {
  const query = db('users').where({ email }).first<UserRow | undefined>(COLUMNS);
  return options.lock ? query.forUpdate() : query;
}

export async function findUserById(db: Db | Trx, id: string, options: { lock?: boolean } = {}): Promise<UserRow | undefined> {
  const query = db('users').where({ id }).first<UserRow | undefined>(COLUMNS);
  return options.lock ? query.forUpdate() : query;
}
