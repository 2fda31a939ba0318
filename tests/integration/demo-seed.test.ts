import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSubject } from '../../core/catalog/subjects.ts';
import { isUniversity } from '../../core/catalog/universities.ts';
import { maskContactDetails } from '../../core/privacy/mask-contact-details.ts';
import type { Db } from '../../infra/db.ts';
import { verifyPassword } from '../../infra/password.ts';
import { createStorage, type Storage } from '../../infra/storage.ts';
import { GALLERY_TUTOR_PASSWORD, seedIfEmpty, type SeedResult } from '../../dev/demo/seeds/demo-data.ts';
import { buildDemoTutors } from '../../dev/demo/seeds/demo-tutors.ts';
import { createRandom } from '../../dev/demo/seeds/prng.ts';
import { freshDatabase } from '../helpers/database.ts';

interface TutorRow {
  id: string;
  name: string;
  subjects: string[];
  university: string;
  price_per_hour: number;
  phone_number: string;
  bank_account: string;
  image_url: string;
  bio: string;
  experience: string[];
  notes_to_students: string | null;
  is_available: boolean;
  rating: number;
  review_count: number;
  hours_taught: number;
  last_active_at: Date;
}

const now = new Date('2026-11-22T08:00:00Z');
let db: Db;
let dir: string;
let storage: Storage;
let first: SeedResult;
let seedMs: number;
let tutors: TutorRow[];

beforeAll(async () => {
  ({ db } = await freshDatabase());
  dir = await mkdtemp(path.join(tmpdir(), 'ajarin-seed-'));
  storage = createStorage({ driver: 'local', dir });
  const started = performance.now();
  first = await seedIfEmpty(db, { storage, now });
  seedMs = performance.now() - started;
  tutors = await db<TutorRow>('tutors').select('*');
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('seeds an empty database and reports the three demo accounts', () => {
    expect(first.seeded).toBe(true);
    expect(first.accounts).toEqual([
      { role: 'customer', email: 'siswa@ajarin.id', password: 'siswa123' },
      { role: 'tutor', email: 'tutor@ajarin.id', password: 'tutor123' },
      { role: 'admin', email: 'admin@ajarin.id', password: 'admin123' },
    ]);
  });

  it('finishes within 5 seconds', () => {
    expect(seedMs).toBeLessThan(5_000);
  });

  it('creates at least 72 tutors, each with a tutor account', async () => {
    expect(tutors.length).toBeGreaterThanOrEqual(72);
    const roles = await db('users')
      .whereIn(
        'id',
        tutors.map((tutor) => tutor.id),
      )
      .pluck('role');
    expect(roles).toHaveLength(tutors.length);
    expect(new Set(roles)).toEqual(new Set(['tutor']));
  });

  it('prices every tutor between Rp 35.000 and Rp 250.000 in steps of Rp 5.000', () => {
    for (const tutor of tutors) {
      expect(tutor.price_per_hour).toBeGreaterThanOrEqual(35_000);
      expect(tutor.price_per_hour).toBeLessThanOrEqual(250_000);
      expect(tutor.price_per_hour % 5_000).toBe(0);
    }
    expect(new Set(tutors.map((tutor) => tutor.price_per_hour)).size).toBeGreaterThan(10);
  });

  it('uses only catalog subjects (1 to 6 each) and catalog universities', () => {
    for (const tutor of tutors) {
      expect(tutor.subjects.length).toBeGreaterThanOrEqual(1);
      expect(tutor.subjects.length).toBeLessThanOrEqual(6);
      expect(new Set(tutor.subjects).size).toBe(tutor.subjects.length);
      for (const subject of tutor.subjects) expect(isSubject(subject), subject).toBe(true);
      expect(isUniversity(tutor.university), tutor.university).toBe(true);
    }
    expect(new Set(tutors.map((tutor) => tutor.university)).size).toBeGreaterThan(20);
  });

  it('marks some tutors busy (15-20 %) and the rest available', () => {
    const busy = tutors.filter((tutor) => !tutor.is_available).length;
    expect(busy / tutors.length).toBeGreaterThanOrEqual(0.15);
    expect(busy / tutors.length).toBeLessThanOrEqual(0.2);
  });

  it('keeps ratings within 0..5, reviews and hours consistent', () => {
    for (const tutor of tutors) {
      expect(tutor.rating).toBeGreaterThanOrEqual(3);
      expect(tutor.rating).toBeLessThanOrEqual(5);
      expect(tutor.review_count).toBeGreaterThanOrEqual(1);
      expect(tutor.hours_taught).toBeGreaterThanOrEqual(tutor.review_count);
      expect(tutor.hours_taught).toBeLessThanOrEqual(600);
    }
  });

  it('fills profiles: bio, 1 to 4 experience rows, notes for some, phone and payout account', () => {
    for (const tutor of tutors) {
      expect(tutor.bio.length).toBeGreaterThan(60);
      expect(tutor.experience.length).toBeGreaterThanOrEqual(1);
      expect(tutor.experience.length).toBeLessThanOrEqual(4);
      expect(tutor.phone_number).toMatch(/^(\+62|62|0)8[0-9]{8,11}$/);
      expect(tutor.bank_account).toMatch(/^(BCA|BRI|BNI|MANDIRI|BSI|GOPAY|DANA|OVO) [0-9]{10,15}$/);
    }
    expect(new Set(tutors.map((tutor) => tutor.bio)).size).toBe(tutors.length);
    const withNotes = tutors.filter((tutor) => tutor.notes_to_students).length;
    expect(withNotes).toBeGreaterThan(10);
    expect(withNotes).toBeLessThan(tutors.length);
  });

  it('writes profiles the contact filter leaves as they are: years, semesters, scores and counts are no phone numbers', () => {
    const texts = tutors.flatMap((tutor) => [tutor.name, tutor.bio, ...tutor.experience, tutor.notes_to_students ?? '']);
    expect(texts.filter((text) => maskContactDetails(text) !== text)).toEqual([]);
  });

  it('spreads last activity from just now to about 45 days ago', () => {
    const ages = tutors.map((tutor) => now.getTime() - tutor.last_active_at.getTime());
    expect(Math.min(...ages)).toBeLessThan(30_000);
    expect(Math.max(...ages)).toBeGreaterThan(20 * 86_400_000);
    expect(Math.max(...ages)).toBeLessThanOrEqual(45 * 86_400_000);
    expect(ages.filter((age) => age < 3_600_000).length).toBeGreaterThan(3);
  });

  it('stores a 256×256 WebP avatar for every tutor at its public URL', async () => {
    for (const tutor of tutors) {
      expect(tutor.image_url).toBe(`/media/avatars/${tutor.id}.webp`);
      const avatar = await storage.get(`avatars/${tutor.id}.webp`);
      expect(avatar?.contentType).toBe('image/webp');
      const meta = await sharp(avatar?.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    }
  });

  it('creates the demo accounts with confirmed emails, verifiable passwords and the right roles', async () => {
    for (const account of first.accounts) {
      const user = await db('users').where({ email: account.email }).first();
      expect(user.role).toBe(account.role);
      expect(user.email_confirmed_at).not.toBeNull();
      expect(await verifyPassword(account.password, user.password_hash)).toBe(true);
      expect(await verifyPassword('salah', user.password_hash)).toBe(false);
    }
    const customer = await db('users').where({ email: 'siswa@ajarin.id' }).first('id');
    expect(await db('customers').where({ id: customer.id }).first()).toBeTruthy();
    const tutor: TutorRow = await db('tutors')
      .join('users', 'users.id', 'tutors.id')
      .where('users.email', 'tutor@ajarin.id')
      .first('tutors.*');
    expect(tutor.is_available).toBe(true);
    expect(tutor.bio && tutor.phone_number && tutor.bank_account && tutor.notes_to_students).toBeTruthy();
    expect(tutor.experience.length).toBeGreaterThan(0);
  });

  it('lets gallery tutors sign in with the shared demo password and gives them unique demo emails', async () => {
    const users = await db('users').whereLike('email', '%@demo.ajarin.id').where({ role: 'tutor' }).select('email', 'password_hash');
    expect(users.length).toBe(tutors.length - 1);
    for (const user of users) expect(user.email).toMatch(/^[a-z]+\.[a-z]+[0-9]+@demo\.ajarin\.id$/);
    expect(await verifyPassword(GALLERY_TUTOR_PASSWORD, users[0]?.password_hash)).toBe(true);
  });

  it('seeds nothing the second time', async () => {
    const before = await db('users').count<{ count: number }[]>('* as count');
    expect(await seedIfEmpty(db, { storage, now })).toEqual({ seeded: false, accounts: [] });
    expect(await db('users').count('* as count')).toEqual(before);
  });

  it('generates the same tutors from the same seed', () => {
    const a = buildDemoTutors(createRandom(7), 20, now);
    const b = buildDemoTutors(createRandom(7), 20, now);
    expect(a).toEqual(b);
  });
});
