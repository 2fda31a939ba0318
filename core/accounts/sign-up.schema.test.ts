import { describe, expect, it } from 'vitest';
import { completeTutorProfileSchema, signUpSchema, SIGN_UP_MESSAGES as M } from './sign-up.schema.ts';

const validTutor = {
  role: 'tutor',
  email: 'Dewi@Example.com',
  password: 'rahasia1',
  passwordConfirmation: 'rahasia1',
  name: ' Dewi Lestari ',
  university: 'Universitas Gadjah Mada',
  subjects: ['SMA - Fisika', 'SMA - Fisika'],
  pricePerHour: '0075.000',
  phone: '0812-3456-7890',
  bankAccount: 'BCA 1234567890',
  imageUrl: '',
  bio: '',
  experience: ['  Asisten lab ', '', ' '],
  notesToStudents: '',
};

function firstMessage(input: Record<string, unknown>): string | undefined {
  const result = signUpSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('tutor sign-up checks', () => {
  it('normalises a valid tutor: digits only, leading zeros stripped, empty rows dropped, empty as null', () => {
    const parsed = signUpSchema.parse(validTutor);
    expect(parsed).toMatchObject({
      email: 'dewi@example.com',
      name: 'Dewi Lestari',
      pricePerHour: 75000,
      phone: '081234567890',
      subjects: ['SMA - Fisika'],
      experience: ['Asisten lab'],
      bio: null,
      notesToStudents: null,
    });
  });

  it('turns an experience list with only empty rows into null', () => {
    expect(signUpSchema.parse({ ...validTutor, experience: ['', '  '] })).toMatchObject({ experience: null });
  });

  // Each row breaks one more rule than the row after it, so the first message proves the order.
  it.each([
    [
      {
        name: '',
        university: '',
        subjects: [],
        pricePerHour: '',
        passwordConfirmation: 'x',
        phone: '',
        bankAccount: '',
        imageUrl: 'ftp://x',
      },
      M.name,
    ],
    [
      { university: '', subjects: [], pricePerHour: '', passwordConfirmation: 'x', phone: '', bankAccount: '', imageUrl: 'ftp://x' },
      M.university,
    ],
    [{ subjects: [], pricePerHour: '', passwordConfirmation: 'x', phone: '', bankAccount: '', imageUrl: 'ftp://x' }, M.subjects],
    [{ pricePerHour: '0', passwordConfirmation: 'x', phone: '', bankAccount: '', imageUrl: 'ftp://x' }, M.price],
    [{ passwordConfirmation: 'x', phone: '', bankAccount: '', imageUrl: 'ftp://x' }, M.passwordMismatch],
    [{ phone: '', bankAccount: '', imageUrl: 'ftp://x' }, M.phoneRequired],
    [{ phone: '0712345678', bankAccount: '', imageUrl: 'ftp://x' }, M.phoneInvalid],
    [{ bankAccount: ' ', imageUrl: 'ftp://x' }, M.bankAccount],
    [{ imageUrl: 'ftp://x' }, M.imageUrl],
  ])('reports the first failing check in the order of product.md#sign-up-tutor (%#)', (broken, message) => {
    expect(firstMessage({ ...validTutor, ...broken })).toBe(message);
  });

  it('uses the texts of product.md#sign-up-tutor', () => {
    expect([M.name, M.university, M.subjects, M.price, M.passwordMismatch, M.phoneRequired, M.phoneInvalid, M.bankAccount]).toEqual([
      'Nama harus diisi',
      'Universitas harus diisi',
      'Minimal 1 mata pelajaran harus diisi',
      'Harga per jam harus diisi',
      'Password dan konfirmasi password tidak cocok',
      'Nomor telepon harus diisi',
      'Format nomor telepon tidak valid. Contoh: 081234567890',
      'Nomor rekening harus diisi',
    ]);
  });

  it('accepts the three phone prefixes with 8 to 11 digits after them', () => {
    for (const phone of ['0812345678', '0812345678901', '628123456789', '6281234567890'])
      expect(firstMessage({ ...validTutor, phone })).toBeUndefined();
    for (const phone of ['081234567', '081234567890123', '0912345678']) expect(firstMessage({ ...validTutor, phone })).toBe(M.phoneInvalid);
  });

  it('takes no image address, only a photo file (decision 042), and skips the check when a file is attached', () => {
    expect(firstMessage({ ...validTutor, imageUrl: 'not a url', hasPhotoFile: true })).toBeUndefined();
    expect(firstMessage({ ...validTutor, imageUrl: 'https://example.com/me.jpg' })).toBe(M.imageUrl);
    expect(M.imageUrl).toBe('Foto profil hanya bisa diunggah dari perangkat Anda, bukan dari alamat gambar di internet.');
    expect(firstMessage({ ...validTutor, imageUrl: ' ' })).toBeUndefined();
  });

  it('refuses universities and subjects outside the catalogs', () => {
    expect(firstMessage({ ...validTutor, university: 'Universitas Antah Berantah' })).toBe(M.universityUnknown);
    expect(firstMessage({ ...validTutor, subjects: ['Sihir'] })).toBe(M.subjectUnknown);
  });
});

describe('customer sign-up and roles', () => {
  it('requires a name', () => {
    expect(firstMessage({ role: 'customer', email: 'a@b.co', password: 'rahasia', passwordConfirmation: 'rahasia', name: ' ' })).toBe(
      M.name,
    );
    expect(
      signUpSchema.parse({ role: 'customer', email: 'A@B.co', password: 'rahasia', passwordConfirmation: 'rahasia', name: 'Ani' }),
    ).toEqual({
      role: 'customer',
      email: 'a@b.co',
      password: 'rahasia',
      name: 'Ani',
    });
  });

  it('refuses any role other than customer or tutor', () => {
    for (const role of ['admin', 'superuser', undefined]) {
      expect(signUpSchema.safeParse({ ...validTutor, role }).success).toBe(false);
    }
  });
});

describe('completing a tutor profile after a Google sign-up', () => {
  const { role: _role, email: _email, password: _password, passwordConfirmation: _confirmation, ...profile } = validTutor;
  const firstCompletionMessage = (input: Record<string, unknown>) => {
    const result = completeTutorProfileSchema.safeParse(input);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('normalises like the sign-up, without email and password', () => {
    expect(completeTutorProfileSchema.parse(profile)).toEqual({
      name: 'Dewi Lestari',
      university: 'Universitas Gadjah Mada',
      subjects: ['SMA - Fisika'],
      pricePerHour: 75000,
      phone: '081234567890',
      bankAccount: 'BCA 1234567890',
      bio: null,
      experience: ['Asisten lab'],
      notesToStudents: null,
      city: null,
      lessonMode: 'online',
    });
  });

  it.each([
    [{ name: '', subjects: [], pricePerHour: '', phone: '', bankAccount: '' }, M.name],
    [{ university: 'Universitas Antah Berantah', subjects: [], phone: '' }, M.universityUnknown],
    [{ subjects: [], pricePerHour: '', phone: '' }, M.subjects],
    [{ pricePerHour: '0', phone: '', bankAccount: '' }, M.price],
    [{ phone: '', bankAccount: '' }, M.phoneRequired],
    [{ bankAccount: ' ', imageUrl: 'ftp://x' }, M.bankAccount],
    [{ imageUrl: 'ftp://x' }, M.imageUrl],
  ])('asks for every field the tutor form asks for, in its order (%#)', (broken, message) => {
    expect(firstCompletionMessage({ ...profile, ...broken })).toBe(message);
  });
});
