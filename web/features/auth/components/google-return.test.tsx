import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../core/accounts/auth.schema.ts';
import { visibleText } from '../../../test/html.ts';
import { renderInApp } from '../../../test/render.tsx';
import { GoogleReturn } from './google-return.tsx';

// /auth-callback?type=google&… as the page first draws it (docs/product.md#accounts-google).

const tutor: SessionUser = { id: 't-1', email: 'dewi@gmail.com', role: 'tutor', name: 'Dewi' };

function render(query: string, user?: SessionUser | 'loading'): string {
  const html = renderInApp(<GoogleReturn params={new URLSearchParams(query)} />, { user });
  return `${visibleText(html)}\n${html}`;
}

describe('the return from Google on /auth-callback', () => {
  it("shows the spec's failure text, the reason, 'Kembali ke Login' and 'Coba Lagi' for every failure", () => {
    for (const [result, reason] of [
      ['denied', 'Anda membatalkan masuk dengan Google.'],
      ['expired', 'Waktu masuk dengan Google habis'],
      ['email-unverified', 'belum diverifikasi oleh Google'],
      ['disabled', 'Akun Anda dinonaktifkan. Hubungi admin.'],
      ['failed', 'Tidak dapat memverifikasi kode autentikasi.'],
      ['something-else', 'Tidak dapat memverifikasi kode autentikasi.'],
    ]) {
      const page = render(`type=google&result=${result}&role=tutor`);
      expect(page, result).toContain('Terjadi Kesalahan Tidak dapat memverifikasi kode autentikasi. Silakan coba lagi nanti.');
      expect(page, result).toContain(reason ?? '');
      expect(page, result).toContain('Kembali ke Login');
      expect(page, result).toContain('Coba Lagi');
    }
  });

  it('waits for the session, then says signed in with the way on to the landing page of the role', () => {
    expect(render('type=google&result=signed-in&role=tutor', 'loading')).toContain('Memproses masuk dengan Google...');
    const page = render('type=google&result=signed-in&role=tutor', tutor);
    expect(page).toContain('Berhasil Masuk');
    expect(page).toContain('href="/dashboard"');
    expect(page).toContain('Lanjutkan ke Login');
    // No session came back with the page: it says so instead of pretending.
    expect(render('type=google&result=signed-in&role=tutor')).toContain('Terjadi Kesalahan');
  });

  it('asks the owner of an existing account to sign in with the password to link Google', () => {
    const page = render('type=google&result=link-required&role=tutor');
    expect(page).toContain('Hubungkan Akun Google');
    expect(page).toContain('masuk sekali dengan password');
    expect(page).toContain('href="/auth?role=tutor&amp;google=link"');
  });

  it('after linking from /akun, goes back to /akun, and a failed link offers the way back there', () => {
    expect(render('type=google&result=linked&intent=link')).toContain('href="/akun"');
    const failed = render('type=google&result=taken&intent=link');
    expect(failed).toContain('Akun Google ini sudah terhubung dengan akun Ajarin lain.');
    expect(failed).toContain('Kembali ke Akun');
  });
});
