import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../infra/password.ts';
import { startAccountsApp } from '../helpers/accounts.ts';

const app = await startAccountsApp();
const databaseUrl = app.deps.config.DATABASE_URL ?? '';

/** `npm run admin:create -- …` as an operator types it, against this file's database. */
function adminCreate(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'admin:create', '--', ...args],
      {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: databaseUrl, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('admin CLI', () => {
  it('creates an email-confirmed admin, prints no secret, and the admin can sign in to /admin', async () => {
    const password = 'Adm1n-rahasia!';
    const run = await adminCreate(['--email', 'Kepala@Ajarin.test', '--password', password, '--name', 'Kepala Admin']);
    expect(run.code).toBe(0);
    const row = await app.db('users').where({ email: 'kepala@ajarin.test' }).first();
    expect(row).toMatchObject({ role: 'admin', name: 'Kepala Admin', disabled_at: null });
    expect(row.email_confirmed_at).toBeInstanceOf(Date);
    expect(await verifyPassword(password, row.password_hash)).toBe(true);
    expect(run.stdout).toBe(`Admin dibuat: kepala@ajarin.test (id ${row.id})\n`);
    expect(run.stdout + run.stderr).not.toContain(password);
    expect(run.stdout + run.stderr).not.toContain(row.password_hash);

    const signIn = await app.call('POST', '/api/auth/sign-in', { json: { email: 'kepala@ajarin.test', password } });
    expect(signIn.body).toMatchObject({ user: { role: 'admin', name: 'Kepala Admin' }, landingPath: '/admin' });
  });

  it('refuses an email that already has an account, and bad or missing arguments', async () => {
    await app.db('users').insert({ email: 'sudah.ada@ajarin.test', password_hash: 'x', role: 'customer', name: 'Sudah Ada' });
    const taken = await adminCreate(['--email', 'sudah.ada@ajarin.test', '--password', 'rahasia123']);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('Email sudah terdaftar. Silakan masuk.');
    expect((await app.db('users').where({ email: 'sudah.ada@ajarin.test' }).first()).role).toBe('customer');

    const short = await adminCreate(['--email', 'baru@ajarin.test', '--password', '123']);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Password minimal 6 karakter');
    const missing = await adminCreate(['--email', 'baru@ajarin.test']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Pemakaian: npm run admin:create');
    expect(await app.db('users').where({ email: 'baru@ajarin.test' }).first()).toBeUndefined();
  });
});
