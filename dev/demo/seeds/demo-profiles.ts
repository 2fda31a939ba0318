import type { Subject } from '../../../core/catalog/subjects.ts';
import type { University } from '../../../core/catalog/universities.ts';
import type { Major } from './demo-majors.ts';
import type { Random } from './prng.ts';

// Bios, experience rows and notes assembled from parts, so 70+ profiles read differently.
export interface ProfileContext {
  first: string;
  major: Major;
  university: University;
  subjects: readonly Subject[];
  /** The seed's current year. */
  year: number;
  /** Year the tutor entered university. */
  intake: number;
  /** Year the tutor started teaching privately, before this year. */
  since: number;
  graduated: boolean;
}

/** 'SMA - Fisika' → 'Fisika SMA'; 'SNBT - Penalaran Umum (PU)' → 'Penalaran Umum SNBT'. */
export function subjectPhrase(subject: Subject): string {
  const [level = '', rest = ''] = subject.split(' - ');
  return `${rest.replace(/\s*\(.*\)$/, '')} ${level}`;
}

export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} dan ${items[items.length - 1]}`;
}

const semesterOf = (context: ProfileContext) => Math.min(8, Math.max(1, (context.year - context.intake) * 2));

function opening(random: Random, context: ProfileContext): string {
  const { first, major, university } = context;
  if (context.graduated) {
    return random.pick([
      `Halo! Saya ${first}, lulusan ${major.name} ${university.name} tahun ${context.intake + 4}.`,
      `Perkenalkan, saya ${first}, sarjana ${major.name} dari ${university.abbreviation} yang sekarang fokus mengajar privat.`,
    ]);
  }
  return random.pick([
    `Halo! Saya ${first}, mahasiswa ${major.name} ${university.abbreviation} semester ${semesterOf(context)}.`,
    `Hai, perkenalkan nama saya ${first}. Saat ini saya kuliah di jurusan ${major.name}, ${university.name}.`,
    `Salam kenal! Saya ${first}, ${major.name} ${university.abbreviation} angkatan ${context.intake}.`,
    `Halo adik-adik! Aku ${first}, mahasiswa ${major.name} di ${university.name}, ${university.city}.`,
  ]);
}

function experienceLine(random: Random, context: ProfileContext): string {
  const main = listPhrase(context.subjects.slice(0, 2).map(subjectPhrase));
  const snbt = context.subjects.some((subject) => subject.startsWith('SNBT'));
  return random.pick([
    `Sudah ${context.year - context.since} tahun mengajar privat ${main}.`,
    `Sejak ${context.since} saya membimbing siswa belajar ${main}, baik untuk ulangan harian maupun ujian akhir.`,
    snbt
      ? 'Saya senang mendampingi siswa kelas 12 yang sedang berjuang menembus SNBT.'
      : `Saya terbiasa mendampingi siswa yang ingin memperbaiki nilai rapor ${main}.`,
  ]);
}

const STYLES = [
  'Gaya mengajar saya santai tapi terstruktur: konsep dulu, lalu latihan soal bertahap.',
  'Saya suka menjelaskan dengan contoh sehari-hari supaya materi yang abstrak jadi mudah dibayangkan.',
  'Setiap sesi saya tutup dengan latihan singkat dan ringkasan supaya materinya tidak cepat lupa.',
  'Saya percaya tidak ada pertanyaan yang bodoh, jadi jangan ragu bertanya sebanyak-banyaknya.',
  'Tempo belajar saya sesuaikan dengan kebutuhan masing-masing siswa, tidak terburu-buru.',
  'Fokus saya membangun pemahaman, bukan sekadar hafalan rumus.',
  'Saya biasa memakai peta konsep dan catatan berwarna supaya belajar lebih menyenangkan.',
  'Saya sabar menghadapi siswa yang merasa "tidak bisa", karena dulu saya juga pernah di posisi itu.',
];

function achievement(random: Random, context: ProfileContext): string {
  const gpa = (3.4 + random.int(0, 55) / 100).toFixed(2).replace('.', ',');
  return random.pick([
    `Pernah meraih medali perunggu OSN tingkat provinsi saat SMA.`,
    `IPK saya ${gpa} dan saya aktif sebagai asisten praktikum ${context.major.course}.`,
    'Saya juga aktif sebagai pengajar relawan di komunitas belajar gratis.',
    `Saya lolos ke ${context.university.abbreviation} lewat jalur SNBT dan senang berbagi strategi mengerjakannya.`,
  ]);
}

const CLOSINGS = [
  'Yuk belajar bareng!',
  'Sampai jumpa di kelas!',
  'Semangat belajar, Anda pasti bisa!',
  'Ayo raih nilai terbaik Anda bersama saya.',
  '',
];

export function buildBio(random: Random, context: ProfileContext): string {
  const parts = [opening(random, context), experienceLine(random, context), ...random.sample(STYLES, random.int(1, 2))];
  if (random.chance(0.5)) parts.push(achievement(random, context));
  parts.push(random.pick(CLOSINGS));
  return parts.filter(Boolean).join(' ');
}

const BIMBEL = [
  'Bimbel Cerdas Mandiri',
  'Rumah Belajar Bintang',
  'Lembaga Bimbingan Belajar Prima Edukasi',
  'Bimbel Sinar Ilmu',
  'Sanggar Belajar Nusantara',
  'Bimbel Tunas Cendekia',
];
const COMMUNITIES = ['Komunitas Rumah Baca Pelangi', 'Gerakan Mengajar Desa', 'Sekolah Relawan Akhir Pekan', 'Taman Belajar Anak Pesisir'];

// National Science Olympiad (OSN) fields a school subject leads to.
const OLYMPIAD_FIELDS: Partial<Record<Subject, string>> = {
  'SMA - Matematika Wajib': 'Matematika SMA',
  'SMA - Matematika Peminatan': 'Matematika SMA',
  'SMA - Fisika': 'Fisika SMA',
  'SMA - Kimia': 'Kimia SMA',
  'SMA - Biologi': 'Biologi SMA',
  'SMA - Ekonomi': 'Ekonomi SMA',
  'SMA - Geografi': 'Geografi SMA',
  'SMP - Matematika': 'Matematika SMP',
  'SMP - IPA': 'IPA SMP',
  'SMP - IPS': 'IPS SMP',
};

/** 1 to 4 distinct experience rows, the ongoing private tutoring first. */
export function buildExperience(random: Random, context: ProfileContext): string[] {
  const { year, intake, since, subjects, university } = context;
  const main = subjectPhrase(subjects[0] ?? 'SMP - Matematika');
  const bimbelFrom = Math.max(intake, year - 2);
  const bimbelYears = bimbelFrom === year - 1 ? `${bimbelFrom}` : `${bimbelFrom}–${year - 1}`;
  const candidates = [
    `Tutor privat ${main} (${since}–sekarang)`,
    `Pengajar ${listPhrase(subjects.slice(0, 2).map(subjectPhrase))} di ${random.pick(BIMBEL)}, ${university.city} (${bimbelYears})`,
    `Asisten praktikum ${context.major.course}, ${university.abbreviation} (${random.int(intake + 1, Math.min(year, intake + 4))})`,
    `Pengajar relawan di ${random.pick(COMMUNITIES)} (${random.int(intake, year)})`,
    `Mentor persiapan SNBT untuk ${random.int(5, 40)} siswa (${random.int(intake, year)})`,
  ];
  const olympiad = subjects.map((subject) => OLYMPIAD_FIELDS[subject]).find(Boolean);
  if (olympiad) {
    // Won at school: a few years before university for an SMP field, one or two for SMA.
    const won = intake - (olympiad.endsWith('SMP') ? random.int(4, 5) : random.int(1, 2));
    candidates.push(`Juara ${random.int(1, 3)} OSN ${olympiad} tingkat ${random.pick(['kota', 'kabupaten', 'provinsi'])} (${won})`);
  }
  const [first, ...rest] = candidates;
  return [first as string, ...random.sample(rest, random.int(0, 3))];
}

const NOTES = [
  'Sebelum sesi pertama, kirimkan dulu materi atau contoh soal yang ingin dibahas ya, supaya penjelasannya bisa saya siapkan.',
  'Siapkan alat tulis dan kalkulator. Rangkuman materi saya kirim setelah setiap sesi.',
  'Jadwal paling longgar saya sore hari setelah pukul 16.00 dan akhir pekan.',
  'Kalau ada PR yang membingungkan, boleh dibawa ke sesi, kita bahas bersama.',
  'Untuk persiapan SNBT, saya sarankan minimal 8 sesi supaya semua subtes terbahas.',
  'Mohon kabari minimal 24 jam sebelumnya kalau ingin mengubah jadwal.',
];

export function buildNotes(random: Random, context: ProfileContext): string {
  const place = `Kelas bisa online lewat Google Meet atau tatap muka di sekitar ${context.university.city}.`;
  return [place, ...random.sample(NOTES, random.int(1, 2))].join(' ');
}
