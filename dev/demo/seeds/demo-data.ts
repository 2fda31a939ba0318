import type { Subject } from '../../../core/catalog/subjects.ts';
import type { Db, Trx } from '../../../infra/db.ts';
import { renderAvatar } from '../../../infra/images.ts';
import { hashPassword } from '../../../infra/password.ts';
import { publicMediaUrl, type Storage } from '../../../infra/storage.ts';
import { buildDemoTutors, type DemoTutor } from './demo-tutors.ts';
import { createRandom } from './prng.ts';

// Demo accounts for an empty database (docs/architecture.md#running): 74 gallery tutors, the demo
// customer, tutor and admin, and two more customers. Deterministic: the same ids, names and
// avatars on every machine; only the timestamps follow `now`. What these accounts have done (the
// bookings, requests, payouts and feedback) is played afterwards through the use cases themselves:
// dev/demo/play-demo-story.ts.
export interface SeedDeps {
  storage: Storage;
  now: Date;
}

export type DemoRole = 'customer' | 'tutor' | 'admin';

export interface DemoAccount {
  role: DemoRole;
  email: string;
  password: string;
}

export interface SeedResult {
  seeded: boolean;
  accounts: DemoAccount[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'customer', email: 'siswa@ajarin.id', password: 'siswa123' },
  { role: 'tutor', email: 'tutor@ajarin.id', password: 'tutor123' },
  { role: 'admin', email: 'admin@ajarin.id', password: 'admin123' },
];

/** Every gallery tutor and extra demo customer signs in with this; one hash is shared because scrypt is slow on purpose. */
export const GALLERY_TUTOR_PASSWORD = 'ajarin-demo';

export const GALLERY_TUTOR_COUNT = 74;

const PRNG_SEED = 20261122;
// The other parents and students of the demo story (dev/demo/play-demo-story.ts).
const OTHER_CUSTOMERS = [
  { email: 'budi.santoso@demo.ajarin.id', name: 'Budi Santoso', phone: '081377788899' },
  { email: 'sari.wulandari@demo.ajarin.id', name: 'Sari Wulandari', phone: '085722233344' },
];
// Two processes starting on one empty database must not both seed.
const SEED_LOCK = 7_261_122;
const AVATAR_CONCURRENCY = 2;

const DEMO_TUTOR_SUBJECTS: Subject[] = [
  'SNBT - Pengetahuan Kuantitatif (PK)',
  'SNBT - Penalaran Matematika (PM)',
  'SMA - Matematika Wajib',
  'SMA - Matematika Peminatan',
  'SMA - Fisika',
];

function demoTutor(id: string, now: Date): DemoTutor {
  return {
    id,
    email: 'tutor@ajarin.id',
    name: 'Rizky Pratama',
    subjects: DEMO_TUTOR_SUBJECTS,
    university: 'Universitas Gadjah Mada',
    pricePerHour: 85_000,
    phoneNumber: '081298765432',
    bankAccount: 'BCA 1234567890',
    bio: 'Halo! Saya Rizky, mahasiswa Teknik Fisika UGM semester 7. Sudah 3 tahun mengajar privat Matematika dan Fisika SMA serta persiapan SNBT. Saya suka menjelaskan konsep dengan contoh sehari-hari, lalu berlatih soal dari yang mudah sampai setara ujian. Yuk belajar bareng!',
    experience: [
      `Tutor privat Matematika dan Fisika SMA (${now.getFullYear() - 3}–sekarang)`,
      `Asisten praktikum Fisika Dasar, UGM (${now.getFullYear() - 1})`,
      `Mentor persiapan SNBT untuk 25 siswa (${now.getFullYear() - 1})`,
    ],
    notesToStudents:
      'Kelas bisa online lewat Google Meet atau tatap muka di sekitar Yogyakarta. Kirimkan dulu soal yang ingin dibahas sebelum sesi, ya.',
    isAvailable: true,
    rating: 4.85,
    reviewCount: 34,
    hoursTaught: 128,
    lastActiveAt: now,
    createdAt: new Date(now.getTime() - 400 * 24 * 3_600_000),
    city: 'yogyakarta',
    lessonMode: 'both',
  };
}

async function forEachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const avatarKey = (tutorId: string) => `avatars/${tutorId}.webp`;

async function insertDemoData(trx: Trx, { storage, now }: SeedDeps): Promise<DemoAccount[]> {
  const random = createRandom(PRNG_SEED);
  const ids = { customer: random.uuid(), tutor: random.uuid(), admin: random.uuid() };
  const galleryTutors = buildDemoTutors(random, GALLERY_TUTOR_COUNT, now);
  const tutors = [demoTutor(ids.tutor, now), ...galleryTutors];
  // Drawn after the tutors, so the gallery stays what it was before these customers existed.
  const otherCustomers = OTHER_CUSTOMERS.map((customer) => ({ ...customer, id: random.uuid() }));

  const [galleryHash, ...accountHashes] = await Promise.all(
    [GALLERY_TUTOR_PASSWORD, ...DEMO_ACCOUNTS.map((account) => account.password)].map(hashPassword),
  );
  const hashOf = (role: DemoRole) => accountHashes[DEMO_ACCOUNTS.findIndex((account) => account.role === role)] as string;

  await forEachLimited(tutors, AVATAR_CONCURRENCY, async (tutor) => {
    await storage.put(avatarKey(tutor.id), await renderAvatar({ name: tutor.name, seed: tutor.id }), 'image/webp');
  });

  await trx('users').insert([
    {
      id: ids.customer,
      email: 'siswa@ajarin.id',
      password_hash: hashOf('customer'),
      role: 'customer',
      name: 'Nadia Putri Ramadhani',
      email_confirmed_at: now,
      created_at: now,
    },
    {
      id: ids.admin,
      email: 'admin@ajarin.id',
      password_hash: hashOf('admin'),
      role: 'admin',
      name: 'Admin Ajarin',
      email_confirmed_at: now,
      created_at: now,
    },
    ...otherCustomers.map(({ id, email, name }) => ({
      id,
      email,
      password_hash: galleryHash,
      role: 'customer',
      name,
      email_confirmed_at: now,
      created_at: now,
    })),
    ...tutors.map((tutor) => ({
      id: tutor.id,
      email: tutor.email,
      password_hash: tutor.id === ids.tutor ? hashOf('tutor') : galleryHash,
      role: 'tutor',
      name: tutor.name,
      email_confirmed_at: tutor.createdAt,
      created_at: tutor.createdAt,
    })),
  ]);
  const customer = { id: ids.customer, name: 'Nadia Putri Ramadhani', phone: '081311122233' };
  await trx('customers').insert(
    [customer, ...otherCustomers.map(({ id, name, phone }) => ({ id, name, phone }))].map((row) => ({ ...row, created_at: now })),
  );
  await trx('tutors').insert(
    tutors.map((tutor) => ({
      id: tutor.id,
      name: tutor.name,
      subjects: tutor.subjects,
      university: tutor.university,
      price_per_hour: tutor.pricePerHour,
      phone_number: tutor.phoneNumber,
      bank_account: tutor.bankAccount,
      image_url: publicMediaUrl(avatarKey(tutor.id)),
      bio: tutor.bio,
      experience: tutor.experience,
      notes_to_students: tutor.notesToStudents,
      is_available: tutor.isAvailable,
      rating: tutor.rating,
      review_count: tutor.reviewCount,
      hours_taught: tutor.hoursTaught,
      last_active_at: tutor.lastActiveAt,
      created_at: tutor.createdAt,
      city: tutor.city,
      lesson_mode: tutor.lessonMode,
    })),
  );
  return DEMO_ACCOUNTS.map((account) => ({ ...account }));
}

/** Seeds unconditionally, in one transaction (fails on an existing demo email). */
export async function seedDemoData(db: Db, deps: SeedDeps): Promise<DemoAccount[]> {
  return db.transaction((trx) => insertDemoData(trx, deps));
}

/** Seeds only a database without users; safe to call on every start and from several processes. */
export async function seedIfEmpty(db: Db, deps: SeedDeps): Promise<SeedResult> {
  const notSeeded: SeedResult = { seeded: false, accounts: [] };
  // Cheap check first, so a normal start never hashes passwords or renders avatars.
  if (await db('users').first('id')) return notSeeded;
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [SEED_LOCK]);
    if (await trx('users').first('id')) return notSeeded;
    return { seeded: true, accounts: await insertDemoData(trx, deps) };
  });
}
