import { describe, expect, it } from 'vitest';
import { scanForContactDetails, scanForLeaks } from './harness.ts';

// The scan every security test file runs in afterAll: here it is shown each kind of leak, so a scan
// that silently finds nothing would fail.

const base = {
  shown: [],
  mails: [],
  logs: [],
  jwtSecret: 's'.repeat(40),
  passwordHashes: ['$argon2id$v=19$m=19456,t=2,p=1$abc$def'],
  refreshTokens: ['RefreshTokenValue123'],
  otpCodes: ['482913'],
  phones: ['081299887766'],
};
const seen = (text: string) => [{ where: 'here', text }];

describe('the leak scan', () => {
  it('finds nothing in clean output', () => {
    expect(scanForLeaks({ ...base, shown: seen('{"ok":true,"id":"482913a"}'), logs: seen('{"msg":"request done"}') })).toEqual([]);
  });

  it.each([
    ['a password hash by pattern', { shown: seen('{"hash":"$2b$10$abcdefghij"}') }],
    ['a known password hash', { logs: seen(`{"user":{"password_hash":"${base.passwordHashes[0]}"}}`) }],
    ['the JWT secret', { mails: seen(`secret ${'s'.repeat(40)}`) }],
    ['a refresh token in a body', { shown: seen('{"refreshToken":"RefreshTokenValue123"}') }],
    ['an OTP in a response', { shown: seen('{"otp":"482913"}') }],
    ['a phone number in a log line', { logs: seen('{"phone":"081299887766"}') }],
  ])('finds %s', (_label, where) => {
    expect(scanForLeaks({ ...base, ...where })).not.toEqual([]);
  });

  it('lets a mail carry its own OTP', () => {
    expect(scanForLeaks({ ...base, mails: seen('Kode OTP Anda: 482913') })).toEqual([]);
  });
});

describe('the contact-detail scan', () => {
  const planted = { pieces: ['rina.les@gmail.com', '@rina.belajar', 'wa.me/'], phones: ['0812-7711-2233'] };
  const shown = (text: string) => [{ where: 'here', viewer: 'tutor', text }];

  it('finds nothing in a masked text', () => {
    const text = '{"notes":"Hubungi WA [nomor disembunyikan] atau [kontak disembunyikan], jam 19.00, Rp 150.000"}';
    expect(scanForContactDetails({ ...planted, seen: shown(text) })).toEqual([]);
  });

  it.each([
    ['the phone as planted', 'WA 0812-7711-2233'],
    ['the phone written another way', 'nomor +62 812 7711 2233'],
    ['the phone in digits, inside JSON', '{"notes":"081277112233"}'],
    ['the address, in other letters', 'RINA.LES@GMAIL.COM'],
    ['the handle', 'IG: @rina.belajar'],
    ['the link', 'https://wa.me/6281277112233'],
  ])('finds %s', (_label, text) => {
    expect(scanForContactDetails({ ...planted, seen: shown(text) })).not.toEqual([]);
  });
});
