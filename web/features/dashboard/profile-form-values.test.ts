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
  city: 'yogyakarta',
  lessonMode: 'both',
  bio: null,
  experience: null,
  notesToStudents: 'Bawa buku catatan',
  phoneNumber: '081234567890',
  bankAccount: 'BCA 1234567890',
  profileComplete: true,
};

const valid = (patch: Partial<ProfileFormValues> = {}) => toUpdateInput({ ...toFormValues(profile), ...patch });

describe('toFormValues', () => {
  it('fills every field, with one empty experience row and no photo field (the photo is an upload of its own)', () => {
    expect(toFormValues(profile)).toEqual({
      name: 'Dewi Lestari',
      university: 'Universitas Gadjah Mada',
      subjects: ['SMA - Fisika'],
      pricePerHour: '75000',
      phone: '081234567890',
      bankAccount: 'BCA 1234567890',
      bio: '',
      experience: [''],
      notesToStudents: 'Bawa buku catatan',
      city: 'yogyakarta',
      lessonMode: 'both',
    });
  });
});

describe('toUpdateInput', () => {
  it('leaves the photo out, so the saved one stays', () => {
    expect(valid()).not.toHaveProperty('imageUrl');
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
    [{ phone: '12345' }, 'phone', expect.stringMatching(/^Format nomor telepon tidak valid/)],
  ])('refuses %j with its message', (patch, field, message) => {
    expect(firstProblem(updateTutorProfileSchema, valid(patch as Partial<ProfileFormValues>))).toEqual({ field, message });
  });

  it('checks in the product order: the price before the name', () => {
    expect(firstProblem(updateTutorProfileSchema, valid({ pricePerHour: 'abc', name: '' }))?.field).toBe('pricePerHour');
  });
});
