import { describe, expect, it } from 'vitest';
import { updateTutorProfileSchema, type OwnTutorProfile } from '../../../core/tutors/tutor-profile.schema.ts';
import { firstProblem } from '../../lib/first-problem.ts';
import { toFormValues, toUpdateInput, type ProfileFormValues } from './profile-form-values.ts';

const profile: OwnTutorProfile = {
  id: '6f1c1c9e-2f43-4d59-9a43-3f8c8b9d2a11',
  name: 'Dewi Lestari',
  email: 'dewi@example.com',
  university: 'Universitas Gadjah Mada',
  subjects: ['SMA - Fisika'],
  pricePerHour: 75_000,
  rating: 4.5,
  reviewCount: 3,
  hoursTaught: 12,
  imageUrl: '/media/avatars/dewi.webp',
  isAvailable: true,
  lastActiveAt: null,
  verified: false,
  bio: null,
  experience: null,
  notesToStudents: 'Bawa buku catatan',
  phoneNumber: '081234567890',
  bankAccount: 'BCA 1234567890',
  profileComplete: true,
};

const valid = (patch: Partial<ProfileFormValues> = {}) => toUpdateInput({ ...toFormValues(profile), ...patch }, profile);

describe('toFormValues', () => {
  it('fills every field, with one empty experience row and no URL for an uploaded photo', () => {
    expect(toFormValues(profile)).toEqual({
      name: 'Dewi Lestari',
      university: 'Universitas Gadjah Mada',
      subjects: ['SMA - Fisika'],
      pricePerHour: '75000',
      phone: '081234567890',
      bankAccount: 'BCA 1234567890',
      imageUrl: '',
      bio: '',
      experience: [''],
      notesToStudents: 'Bawa buku catatan',
    });
  });

  it('shows a typed photo URL as it is', () => {
    expect(toFormValues({ ...profile, imageUrl: 'https://example.com/dewi.jpg' }).imageUrl).toBe('https://example.com/dewi.jpg');
  });
});

describe('toUpdateInput', () => {
  it('keeps an uploaded photo when the URL field is left empty', () => {
    expect(valid().imageUrl).toBeUndefined();
  });

  it('sends a typed URL, and removes a typed-URL photo whose field was emptied', () => {
    expect(valid({ imageUrl: ' https://example.com/new.jpg ' }).imageUrl).toBe('https://example.com/new.jpg');
    expect(toUpdateInput({ ...toFormValues(profile), imageUrl: '' }, { imageUrl: 'https://example.com/old.jpg' }).imageUrl).toBe('');
  });
});

describe('the profile form check: firstProblem of the update schema (product.md#tutor-profile-save)', () => {
  it('accepts the saved profile as it is', () => {
    expect(firstProblem(updateTutorProfileSchema, valid())).toBeNull();
  });

  it.each([
    [{ pricePerHour: '75.000,5' }, 'pricePerHour', 'Harga harus berupa angka non-negatif'],
    [{ name: '   ' }, 'name', 'Nama tidak boleh kosong'],
    [{ university: 'Universitas Antah Berantah' }, 'university', 'Silakan pilih universitas Anda'],
    [{ imageUrl: 'ftp://example.com/a.jpg' }, 'imageUrl', 'Masukkan URL gambar yang valid (harus dimulai dengan http:// atau https://)'],
    [{ phone: '12345' }, 'phone', expect.stringMatching(/^Format nomor telepon tidak valid/)],
  ])('refuses %j with its message', (patch, field, message) => {
    expect(firstProblem(updateTutorProfileSchema, valid(patch as Partial<ProfileFormValues>))).toEqual({ field, message });
  });

  it('checks in the product order: the price before the name', () => {
    expect(firstProblem(updateTutorProfileSchema, valid({ pricePerHour: 'abc', name: '' }))?.field).toBe('pricePerHour');
  });
});
