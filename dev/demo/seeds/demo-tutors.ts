import type { Subject } from '../../../core/catalog/subjects.ts';
import { UNIVERSITIES, type University } from '../../../core/catalog/universities.ts';
import { majorsFor } from './demo-majors.ts';
import { demoEmail, drawNames, type DemoName } from './demo-names.ts';
import { buildBio, buildExperience, buildNotes, type ProfileContext } from './demo-profiles.ts';
import type { Random } from './prng.ts';
import { CITIES } from '../../../core/places/cities.ts';
import type { LessonMode } from '../../../core/places/lesson-modes.ts';

// The gallery tutors: pure data from a seeded generator and `now`, written by demo-data.ts.
export interface DemoTutor {
  id: string;
  email: string;
  name: string;
  subjects: Subject[];
  university: string;
  pricePerHour: number;
  phoneNumber: string;
  bankAccount: string;
  bio: string;
  experience: string[];
  notesToStudents: string | null;
  isAvailable: boolean;
  rating: number;
  reviewCount: number;
  hoursTaught: number;
  lastActiveAt: Date;
  createdAt: Date;
  /** A city slug; null for the few who have not filled it in (shown as online only). */
  city: string | null;
  lessonMode: LessonMode;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const LOGOS = new Set(['ITB', 'UGM', 'UI', 'Unpad', 'USU', 'UB', 'Unhas', 'Undip']);
// Share of tutors marked busy (is_available false); the stalest are likelier to be busy.
const BUSY_SHARE = 0.18;

function chooseUniversity(random: Random, name: DemoName): University {
  const local = UNIVERSITIES.filter((university) => name.homeCities.includes(university.city));
  if (local.length > 0 && random.chance(0.5)) return random.pick(local);
  return random.weighted(UNIVERSITIES.map((university) => [university, LOGOS.has(university.abbreviation) ? 4 : 1] as const));
}

function chooseSubjects(random: Random, available: readonly Subject[]): Subject[] {
  const wanted = random.weighted([
    [1, 10],
    [2, 20],
    [3, 30],
    [4, 20],
    [5, 12],
    [6, 8],
  ] as const);
  const count = Math.min(wanted, available.length);
  const [primary, ...others] = available;
  const chosen = random.chance(0.75) && primary ? [primary, ...random.sample(others, count - 1)] : random.sample(available, count);
  return available.filter((subject) => chosen.includes(subject));
}

const OPERATOR_PREFIXES = [
  '11',
  '12',
  '13',
  '21',
  '22',
  '23',
  '52',
  '53',
  '14',
  '15',
  '16',
  '55',
  '56',
  '57',
  '58',
  '17',
  '18',
  '19',
  '59',
  '77',
  '78',
  '81',
  '82',
  '83',
  '87',
  '88',
  '89',
  '95',
  '96',
  '97',
  '98',
  '99',
];

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');

/** A mobile number in local form: 08 + operator + 7..8 digits (matches the phone CHECK). */
function localPhone(random: Random): string {
  return `08${random.pick(OPERATOR_PREFIXES)}${digits(random, random.int(7, 8))}`;
}

/** Most tutors type 08…, some 628… or +628…; all three are accepted forms. */
function writtenPhone(random: Random, local: string): string {
  return random.weighted([
    [local, 80],
    [`62${local.slice(1)}`, 12],
    [`+62${local.slice(1)}`, 8],
  ] as const);
}

function bankAccount(random: Random, phone: string): string {
  const kind = random.weighted([
    ['BCA', 30],
    ['GOPAY', 15],
    ['BRI', 15],
    ['MANDIRI', 12],
    ['BNI', 10],
    ['BSI', 6],
    ['DANA', 6],
    ['OVO', 6],
  ] as const);
  const numberLength: Record<string, number> = { BCA: 10, BRI: 15, MANDIRI: 13, BNI: 10, BSI: 10 };
  const length = numberLength[kind];
  return `${kind} ${length ? `${random.int(1, 9)}${digits(random, length - 1)}` : phone}`;
}

/** 35 000..250 000 in steps of 5 000; most tutors ask 60 000..150 000, few sit at the extremes. */
function pricePerHour(random: Random): number {
  const spread = ((random.next() + random.next()) / 2) ** 1.6;
  return 35_000 + 5_000 * Math.round(spread * 43);
}

/** Hours taught, a review count below it, and a rating that is a true average of 1..5 reviews ≥ 3. */
function track(random: Random): { hoursTaught: number; reviewCount: number; rating: number } {
  const hoursTaught = 2 + Math.round(598 * random.next() ** 2.2);
  const reviewCount = Math.max(1, random.int(Math.round(hoursTaught * 0.1), Math.round(hoursTaught * 0.4)));
  const target = 3.6 + 1.4 * random.next() ** 0.6;
  const sum = Math.min(5 * reviewCount, Math.max(3 * reviewCount, Math.round(target * reviewCount)));
  return { hoursTaught, reviewCount, rating: Math.round((sum / reviewCount) * 100) / 100 };
}

/** From seconds ago to ~45 days ago; the first tutor is online "baru saja". */
function lastActiveAgo(random: Random, index: number): number {
  if (index === 0) return random.int(5, 25) * 1000;
  const bucket = random.weighted([
    ['hour', 20],
    ['day', 30],
    ['week', 30],
    ['older', 20],
  ] as const);
  switch (bucket) {
    case 'hour':
      return random.int(1, 59 * 60) * 1000;
    case 'day':
      return random.int(1 * HOUR, 23 * HOUR);
    case 'week':
      return random.int(1 * DAY, 7 * DAY);
    case 'older':
      return random.int(7 * DAY, 45 * DAY);
  }
}

// University towns the city list names otherwise (core/places/cities.ts).
const TOWN_SLUGS: Record<string, string> = {
  Jakarta: 'jakarta-selatan',
  Purwokerto: 'banyumas',
  Singaraja: 'buleleng',
  Tanjungpinang: 'tanjung-pinang',
  Pangkalpinang: 'pangkal-pinang',
  'Palangka Raya': 'palangkaraya',
};
const SLUG_BY_NAME = new Map(CITIES.map((city) => [city.name, city.slug]));

/**
 * Where and how: the university's town, and a mode read off the id, so adding these fields drew no
 * extra random numbers and every other demo value stays as it was. One in ten has no city yet.
 */
function whereAndHow(id: string, university: University): { city: string | null; lessonMode: LessonMode } {
  const draw = parseInt(id.slice(0, 4), 16) % 10;
  const city = TOWN_SLUGS[university.city] ?? SLUG_BY_NAME.get(university.city) ?? null;
  if (draw === 0 || city === null) return { city: null, lessonMode: 'online' };
  return { city, lessonMode: draw <= 3 ? 'online' : draw <= 5 ? 'home' : 'both' };
}

function buildTutor(random: Random, name: DemoName, index: number, now: Date): DemoTutor {
  const university = chooseUniversity(random, name);
  const major = random.pick(majorsFor(university));
  const subjects = chooseSubjects(random, major.subjects);
  const year = now.getFullYear();
  const graduated = random.chance(0.15);
  const intake = graduated ? random.int(year - 7, year - 5) : random.int(year - 4, year - 1);
  const since = random.int(intake, year - 1);
  const context: ProfileContext = { first: name.first, major, university, subjects, year, intake, since, graduated };
  const phone = localPhone(random);
  const lastActiveAt = new Date(now.getTime() - lastActiveAgo(random, index));
  const id = random.uuid();
  return {
    id,
    email: demoEmail(name, index + 1),
    name: name.full,
    subjects,
    university: university.name,
    pricePerHour: pricePerHour(random),
    phoneNumber: writtenPhone(random, phone),
    bankAccount: bankAccount(random, phone),
    bio: buildBio(random, context),
    experience: buildExperience(random, context),
    notesToStudents: random.chance(0.45) ? buildNotes(random, context) : null,
    isAvailable: true,
    ...track(random),
    lastActiveAt,
    createdAt: new Date(lastActiveAt.getTime() - random.int(30, 700) * DAY),
    ...whereAndHow(id, university),
  };
}

export function buildDemoTutors(random: Random, count: number, now: Date): DemoTutor[] {
  const tutors = drawNames(random, count).map((name, index) => buildTutor(random, name, index, now));
  const staleness = (tutor: DemoTutor) => (now.getTime() - tutor.lastActiveAt.getTime() > 14 * DAY ? 3 : 1);
  // Weighted sampling without replacement: each tutor gets a random key scaled by its weight.
  const busy = tutors
    .map((tutor) => ({ tutor, key: random.next() ** (1 / staleness(tutor)) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, Math.round(count * BUSY_SHARE));
  for (const { tutor } of busy) tutor.isAvailable = false;
  return tutors;
}
