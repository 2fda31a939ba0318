import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../core/accounts/sign-up.schema.ts';
import { AppError } from '../../core/errors.ts';
import { text } from '../../core/validation/text.ts';
import type { Db } from '../../infra/db.ts';
import { hashPassword } from '../../infra/password.ts';
import { ACCOUNT_MESSAGES } from './policy.ts';

// Admins exist only through this use case (the admin CLI): sign-up can never produce one.

export const createAdminSchema = z.object({
  email: z
    .email('Format email tidak valid')
    .max(254)
    .transform((value) => value.toLowerCase()),
  password: text().min(MIN_PASSWORD_LENGTH, `Password minimal ${MIN_PASSWORD_LENGTH} karakter`).max(200),
  name: text().trim().min(1, 'Nama harus diisi').max(120).default('Admin'),
});

export type CreateAdminInput = z.input<typeof createAdminSchema>;

/** An email-confirmed admin account. Refuses an address that already has an account. */
export async function createAdmin(db: Db, input: CreateAdminInput): Promise<{ id: string; email: string }> {
  const valid = createAdminSchema.parse(input);
  const passwordHash = await hashPassword(valid.password);
  return db.transaction(async (trx) => {
    const existing = await trx('users').where({ email: valid.email }).first('id');
    if (existing) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.emailTaken);
    const [row] = await trx('users')
      .insert({ email: valid.email, password_hash: passwordHash, role: 'admin', name: valid.name, email_confirmed_at: trx.fn.now() })
      .returning<{ id: string; email: string }[]>(['id', 'email']);
    if (!row) throw new Error('users insert returned no row');
    return row;
  });
}
