import type { SessionUser } from '../../core/accounts/auth.schema.ts';
import type { SignUp } from '../../core/accounts/sign-up.schema.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import { hashPassword } from '../../infra/password.ts';
import type { Storage } from '../../infra/storage.ts';
import { tutorProfileColumns } from './tutor-profile-columns.ts';
import { assertAvatarPhoto, saveTutorPhoto } from './avatar-photo.ts';
import { queueConfirmationEmail } from './confirmation-email.ts';
import { ACCOUNT_MESSAGES } from './policy.ts';
import { findUserByEmail, toSessionUser } from './user-record.ts';

export type SignUpDeps = { db: Db; storage: Storage; logger: Logger; config: Pick<Config, 'JWT_SECRET'> };

export type SignUpResult = { user: SessionUser; photo: 'none' | 'saved' | 'failed'; photoMessage?: string };

const emailTaken = () => new AppError('CONFLICT', ACCOUNT_MESSAGES.emailTaken, { field: 'email' });

/**
 * Creates the user, its tutor or customer profile and the confirmation email in one transaction;
 * no session (the email must be confirmed first). The photo is processed only after the account
 * exists: a photo that fails then leaves the account in place and says so.
 */
export async function signUp(deps: SignUpDeps, input: SignUp, photo?: { bytes: Buffer; truncated: boolean }): Promise<SignUpResult> {
  if (photo) {
    if (input.role !== 'tutor') throw new AppError('VALIDATION', ACCOUNT_MESSAGES.photoOnlyForTutors, { field: 'photo' });
    assertAvatarPhoto(photo);
  }
  if (await findUserByEmail(deps.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);

  const user = await deps.db
    .transaction(async (trx) => {
      const [row] = await trx('users')
        .insert({ email: input.email, password_hash: passwordHash, role: input.role, name: input.name })
        .returning<{ id: string; email: string; role: string; name: string }[]>(['id', 'email', 'role', 'name']);
      if (!row) throw new Error('users insert returned no row');
      if (input.role === 'tutor') {
        await trx('tutors').insert({ id: row.id, ...tutorProfileColumns(input) });
      } else {
        await trx('customers').insert({ id: row.id, name: input.name });
      }
      await queueConfirmationEmail(trx, deps.config, row.id);
      return toSessionUser(row);
    })
    .catch((error: unknown) => {
      // Two sign-ups racing for one address: the unique index decides, the loser gets the 409.
      if (
        (error as { code?: string; constraint?: string }).code === '23505' &&
        (error as { constraint?: string }).constraint === 'users_email_key'
      )
        throw emailTaken();
      throw error;
    });

  if (!photo) return { user, photo: 'none' };
  try {
    await saveTutorPhoto(deps, user.id, photo.bytes);
    return { user, photo: 'saved' };
  } catch (error) {
    deps.logger.warn(
      { userId: user.id, err: { name: (error as Error).name, message: (error as Error).message } },
      'sign-up photo could not be processed',
    );
    return { user, photo: 'failed', photoMessage: ACCOUNT_MESSAGES.photoFailed };
  }
}
