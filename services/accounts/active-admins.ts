import type { Db } from '../../infra/db.ts';

// The admins who are told of work waiting for them (a proof to verify, a payout to decide): every
// admin account that is not disabled.

const activeAdminRows = (db: Db) => db('users').where({ role: 'admin' }).whereNull('disabled_at');

export async function activeAdmins(db: Db): Promise<string[]> {
  return (await activeAdminRows(db).orderBy('created_at').pluck('id')) as string[];
}

export async function isActiveAdmin(db: Db, userId: string): Promise<boolean> {
  return Boolean(await activeAdminRows(db).andWhere({ id: userId }).first('id'));
}
