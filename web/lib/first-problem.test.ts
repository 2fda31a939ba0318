import { describe, expect, it } from 'vitest';
import { signInSchema, updatePasswordSchema, verifyPasswordOtpSchema } from '../../core/accounts/auth.schema.ts';
import { signUpSchema } from '../../core/accounts/sign-up.schema.ts';
import { firstProblem } from './first-problem.ts';

const tutor = {
  role: 'tutor',
  email: 'dewi@example.com',
  password: 'rahasia1',
  passwordConfirmation: 'rahasia1',
  name: 'Dewi',
  university: 'Universitas Gadjah Mada',
  subjects: ['SMA - Fisika'],
  pricePerHour: '75000',
  phone: '081234567890',
  bankAccount: 'BCA 123',
  imageUrl: '',
  bio: '',
  experience: [''],
  notesToStudents: '',
};

describe('firstProblem', () => {
  it('passes a complete tutor sign-up', () => {
    expect(firstProblem(signUpSchema, tutor)).toBeNull();
  });

  it('names the form field of the first failing check, in the product order (product.md#sign-up-tutor)', () => {
    expect(firstProblem(signUpSchema, { ...tutor, name: '', university: '' })).toEqual({ field: 'name', message: 'Nama harus diisi' });
    expect(firstProblem(signUpSchema, { ...tutor, subjects: [], pricePerHour: '' })).toEqual({
      field: 'subjects',
      message: 'Minimal 1 mata pelajaran harus diisi',
    });
    expect(firstProblem(signUpSchema, { ...tutor, pricePerHour: '000' })).toEqual({
      field: 'pricePerHour',
      message: 'Harga per jam harus diisi',
    });
    expect(firstProblem(signUpSchema, { ...tutor, passwordConfirmation: 'lain' })).toEqual({
      field: 'passwordConfirmation',
      message: 'Password dan konfirmasi password tidak cocok',
    });
    expect(firstProblem(signUpSchema, { ...tutor, phone: '0712' })).toEqual({
      field: 'phone',
      message: 'Format nomor telepon tidak valid. Contoh: 081234567890',
    });
    expect(firstProblem(signUpSchema, { ...tutor, bankAccount: ' ' })).toEqual({
      field: 'bankAccount',
      message: 'Nomor rekening harus diisi',
    });
    expect(firstProblem(signUpSchema, { ...tutor, imageUrl: 'foto.jpg' })).toMatchObject({ field: 'imageUrl' });
    expect(firstProblem(signUpSchema, { ...tutor, imageUrl: 'foto.jpg', hasPhotoFile: true })).toBeNull();
  });

  it('checks a customer sign-up: name required', () => {
    expect(
      firstProblem(signUpSchema, { role: 'customer', email: 'a@b.co', name: ' ', password: 'rahasia', passwordConfirmation: 'rahasia' }),
    ).toEqual({ field: 'name', message: 'Nama harus diisi' });
  });

  it('gives the password reset messages (product.md#accounts-password-reset)', () => {
    expect(firstProblem(verifyPasswordOtpSchema, { email: 'a@b.co', otp: '12345' })).toEqual({
      field: 'otp',
      message: 'OTP harus 6 karakter',
    });
    expect(firstProblem(updatePasswordSchema, { resetToken: 't', password: '12345', passwordConfirmation: '12345' })).toEqual({
      field: 'password',
      message: 'Password minimal 6 karakter',
    });
    expect(firstProblem(updatePasswordSchema, { resetToken: 't', password: '123456', passwordConfirmation: '654321' })).toEqual({
      field: 'passwordConfirmation',
      message: 'Password baru dan konfirmasi password tidak cocok',
    });
    expect(firstProblem(signInSchema, { email: '', password: '' })).toEqual({ field: 'email', message: 'Email harus diisi' });
  });
});
