import { describe, expect, it } from 'vitest';
import { profilePrice, TUTOR_PROFILE_MESSAGES as M, updateTutorProfileSchema } from './tutor-profile.schema.ts';

const valid = {
  name: 'Dewi',
  university: 'Universitas Indonesia',
  subjects: ['SMA - Fisika'],
  pricePerHour: '75.000',
  phone: '',
  bankAccount: '',
  bio: '',
  experience: [],
  notesToStudents: '',
};

const firstMessage = (change: Record<string, unknown>) =>
  updateTutorProfileSchema.safeParse({ ...valid, ...change }).error?.issues[0]?.message;

describe('profilePrice', () => {
  it.each<[number | string, number]>([
    ['0075.000', 75_000],
    ['75000', 75_000],
    ['0', 0],
    ['000', 0],
    [0, 0],
    [125_000, 125_000],
    ['1.250.000', 1_250_000],
  ])('%j → %d', (input, price) => {
    expect(profilePrice(input)).toBe(price);
  });

  it.each<number | string>(['', '   ', '-5', 'Rp 75.000', '7,5', -1, 1.5, Number.NaN])('%j is not a price', (input) => {
    expect(profilePrice(input)).toBeNaN();
  });
});

describe('updateTutorProfileSchema', () => {
  it('stores empty values as null and drops empty experience lines', () => {
    expect(updateTutorProfileSchema.parse({ ...valid, experience: ['  ', ' Les privat '] })).toEqual({
      name: 'Dewi',
      university: 'Universitas Indonesia',
      subjects: ['SMA - Fisika'],
      pricePerHour: 75_000,
      phone: null,
      bankAccount: null,
      imageUrl: undefined,
      bio: null,
      experience: ['Les privat'],
      notesToStudents: null,
      city: null,
      lessonMode: 'online',
      isAvailable: undefined,
    });
  });

  it('drops fields the tutor may not set', () => {
    const parsed = updateTutorProfileSchema.parse({
      ...valid,
      id: 'x',
      rating: 5,
      reviewCount: 1,
      hoursTaught: 1,
      lastActiveAt: 'x',
      email: 'a@b.c',
    });
    expect(Object.keys(parsed)).not.toEqual(
      expect.arrayContaining(['id', 'rating', 'reviewCount', 'hoursTaught', 'lastActiveAt', 'email']),
    );
  });

  it('checks in the order of product.md#tutor-profile-save: price, name, university, image URL, phone', () => {
    const everythingWrong = { pricePerHour: 'x', name: ' ', university: '', imageUrl: 'foto.jpg', phone: '123' };
    expect(firstMessage(everythingWrong)).toBe(M.price);
    expect(firstMessage({ ...everythingWrong, pricePerHour: '1' })).toBe(M.name);
    expect(firstMessage({ ...everythingWrong, pricePerHour: '1', name: 'A' })).toBe(M.university);
    expect(firstMessage({ ...everythingWrong, pricePerHour: '1', name: 'A', university: 'Universitas Indonesia' })).toBe(M.imageUrl);
    expect(
      firstMessage({
        ...everythingWrong,
        pricePerHour: '1',
        name: 'A',
        university: 'Universitas Indonesia',
        imageUrl: '/media/avatars/f.webp',
      }),
    ).toBe(M.phone);
  });

  it('takes our own uploads only, or no photo: an address elsewhere is refused (decision 042)', () => {
    for (const imageUrl of ['/media/avatars/x.webp', '']) expect(firstMessage({ imageUrl })).toBeUndefined();
    for (const imageUrl of ['http://a.id/f.jpg', 'HTTPS://a.id/f.jpg', 'https://wa.me/6281234567890?.jpg', '//a.id/media/avatars/x.webp'])
      expect(firstMessage({ imageUrl })).toBe(M.imageUrl);
  });

  it('takes a phone in any of the three accepted forms, digits kept', () => {
    expect(updateTutorProfileSchema.parse({ ...valid, phone: '+62 812-3456-7890' }).phone).toBe('6281234567890');
  });
});
