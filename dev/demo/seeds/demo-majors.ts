import type { Subject } from '../../../core/catalog/subjects.ts';
import type { University } from '../../../core/catalog/universities.ts';

// What a student of each major would plausibly teach, most natural subject first. A tutor teaches
// a prefix-biased subset of their major's list.
export interface Major {
  readonly name: string;
  readonly subjects: readonly Subject[];
  /** A course a student of this major assists in (experience rows). */
  readonly course: string;
}

const m = (name: string, course: string, subjects: readonly Subject[]): Major => ({ name, course, subjects });

const MATH_SNBT: readonly Subject[] = ['SNBT - Pengetahuan Kuantitatif (PK)', 'SNBT - Penalaran Matematika (PM)'];

const GENERAL: readonly Major[] = [
  m('Teknik Informatika', 'Algoritma dan Pemrograman', [
    ...MATH_SNBT,
    'SMA - Matematika Wajib',
    'SMA - Matematika Peminatan',
    'SNBT - Penalaran Umum (PU)',
    'SMP - Matematika',
  ]),
  m('Ilmu Komputer', 'Matematika Diskrit', ['SMA - Matematika Peminatan', ...MATH_SNBT, 'SMA - Matematika Wajib', 'SMP - Matematika']),
  m('Matematika', 'Kalkulus', ['SMA - Matematika Peminatan', 'SMA - Matematika Wajib', ...MATH_SNBT, 'SMP - Matematika', 'SMA - Fisika']),
  m('Pendidikan Matematika', 'Kalkulus', ['SMA - Matematika Wajib', 'SMP - Matematika', 'SMA - Matematika Peminatan', ...MATH_SNBT]),
  m('Statistika', 'Statistika Dasar', [
    'SNBT - Pengetahuan Kuantitatif (PK)',
    'SMA - Matematika Wajib',
    'SNBT - Penalaran Matematika (PM)',
    'SMP - Matematika',
    'SMA - Ekonomi',
  ]),
  m('Fisika', 'Fisika Dasar', [
    'SMA - Fisika',
    'SMA - Matematika Peminatan',
    'SMP - IPA',
    'SMA - Matematika Wajib',
    'SNBT - Pengetahuan Kuantitatif (PK)',
  ]),
  m('Teknik Elektro', 'Rangkaian Listrik', [
    'SMA - Fisika',
    'SMA - Matematika Wajib',
    'SMA - Matematika Peminatan',
    'SNBT - Pengetahuan Kuantitatif (PK)',
    'SMP - IPA',
    'SMP - Matematika',
  ]),
  m('Teknik Sipil', 'Mekanika Teknik', [
    'SMA - Fisika',
    'SMA - Matematika Wajib',
    'SMP - Matematika',
    'SMA - Matematika Peminatan',
    'SNBT - Pengetahuan Kuantitatif (PK)',
  ]),
  m('Teknik Mesin', 'Fisika Dasar', [
    'SMA - Fisika',
    'SMA - Matematika Wajib',
    'SMP - IPA',
    'SMP - Prakarya',
    'SNBT - Penalaran Matematika (PM)',
  ]),
  m('Teknik Kimia', 'Kimia Dasar', [
    'SMA - Kimia',
    'SMA - Fisika',
    'SMA - Matematika Wajib',
    'SMP - IPA',
    'SNBT - Pengetahuan Kuantitatif (PK)',
  ]),
  m('Kimia', 'Kimia Dasar', ['SMA - Kimia', 'SMP - IPA', 'SMA - Biologi', 'SMA - Matematika Wajib']),
  m('Farmasi', 'Kimia Organik', ['SMA - Kimia', 'SMA - Biologi', 'SMP - IPA', 'SNBT - Penalaran Umum (PU)']),
  m('Pendidikan Dokter', 'Anatomi', [
    'SMA - Biologi',
    'SMA - Kimia',
    'SMP - IPA',
    'SMA - Fisika',
    'SNBT - Penalaran Umum (PU)',
    'SNBT - Literasi Bahasa Inggris',
  ]),
  m('Kedokteran Gigi', 'Biologi Oral', ['SMA - Biologi', 'SMA - Kimia', 'SMP - IPA', 'SNBT - Penalaran Umum (PU)']),
  m('Biologi', 'Biologi Umum', ['SMA - Biologi', 'SMP - IPA', 'SMA - Kimia', 'SNBT - Literasi Bahasa Inggris']),
  m('Ilmu Gizi', 'Biokimia', ['SMA - Biologi', 'SMP - IPA', 'SMA - Kimia', 'SNBT - Pengetahuan dan Pemahaman Umum (PPU)']),
  m('Teknologi Pangan', 'Kimia Pangan', ['SMA - Kimia', 'SMA - Biologi', 'SMP - IPA', 'SMP - Prakarya']),
  m('Agribisnis', 'Pengantar Ekonomi', ['SMA - Ekonomi', 'SMA - Biologi', 'SMP - IPS', 'SMP - IPA']),
  m('Akuntansi', 'Pengantar Akuntansi', [
    'SMA - Akuntansi',
    'SMA - Ekonomi',
    'SMA - Matematika Wajib',
    'SMP - IPS',
    'SNBT - Pengetahuan Kuantitatif (PK)',
  ]),
  m('Manajemen', 'Pengantar Manajemen', [
    'SMA - Ekonomi',
    'SMA - Akuntansi',
    'SMP - IPS',
    'SNBT - Pengetahuan dan Pemahaman Umum (PPU)',
    'SNBT - Penalaran Umum (PU)',
  ]),
  m('Ilmu Ekonomi', 'Pengantar Ekonomi Mikro', [
    'SMA - Ekonomi',
    'SMA - Akuntansi',
    'SMA - Matematika Wajib',
    'SMP - IPS',
    'SNBT - Pengetahuan Kuantitatif (PK)',
  ]),
  m('Pendidikan Bahasa Inggris', 'Speaking for Academic Purposes', [
    'SMA - Bahasa Inggris',
    'SNBT - Literasi Bahasa Inggris',
    'SMP - Bahasa Inggris',
    'SNBT - Pemahaman Bacaan dan Menulis (PBM)',
  ]),
  m('Sastra Inggris', 'Reading Comprehension', ['SNBT - Literasi Bahasa Inggris', 'SMA - Bahasa Inggris', 'SMP - Bahasa Inggris']),
  m('Sastra Indonesia', 'Menulis Kreatif', [
    'SMA - Bahasa Indonesia',
    'SNBT - Literasi Bahasa Indonesia',
    'SNBT - Pemahaman Bacaan dan Menulis (PBM)',
    'SMP - Bahasa Indonesia',
  ]),
  m('Pendidikan Bahasa dan Sastra Indonesia', 'Keterampilan Menulis', [
    'SMP - Bahasa Indonesia',
    'SMA - Bahasa Indonesia',
    'SNBT - Pemahaman Bacaan dan Menulis (PBM)',
    'SNBT - Literasi Bahasa Indonesia',
    'SNBT - Pengetahuan dan Pemahaman Umum (PPU)',
  ]),
  m('Ilmu Komunikasi', 'Dasar-Dasar Jurnalistik', [
    'SNBT - Pemahaman Bacaan dan Menulis (PBM)',
    'SNBT - Literasi Bahasa Indonesia',
    'SNBT - Pengetahuan dan Pemahaman Umum (PPU)',
    'SMA - Bahasa Indonesia',
    'SMP - Bahasa Indonesia',
  ]),
  m('Psikologi', 'Psikologi Pendidikan', [
    'SNBT - Penalaran Umum (PU)',
    'SNBT - Pengetahuan dan Pemahaman Umum (PPU)',
    'SNBT - Pemahaman Bacaan dan Menulis (PBM)',
    'SMA - Sosiologi',
    'SNBT - Literasi Bahasa Indonesia',
  ]),
  m('Ilmu Hukum', 'Pengantar Ilmu Hukum', [
    'SNBT - Pengetahuan dan Pemahaman Umum (PPU)',
    'SMP - PKn',
    'SMA - Sejarah Indonesia',
    'SNBT - Penalaran Umum (PU)',
    'SMA - Sosiologi',
    'SNBT - Literasi Bahasa Indonesia',
  ]),
  m('Hubungan Internasional', 'Pengantar Hubungan Internasional', [
    'SNBT - Literasi Bahasa Inggris',
    'SMA - Bahasa Inggris',
    'SMA - Sejarah Indonesia',
    'SNBT - Pengetahuan dan Pemahaman Umum (PPU)',
    'SMA - Sosiologi',
    'SMP - Bahasa Inggris',
  ]),
  m('Ilmu Politik', 'Pengantar Ilmu Politik', [
    'SMP - PKn',
    'SMA - Sejarah Indonesia',
    'SNBT - Pengetahuan dan Pemahaman Umum (PPU)',
    'SMA - Sosiologi',
    'SMP - IPS',
  ]),
  m('Geografi', 'Kartografi', ['SMA - Geografi', 'SMP - IPS', 'SMA - Sosiologi', 'SNBT - Pengetahuan dan Pemahaman Umum (PPU)']),
  m('Perencanaan Wilayah dan Kota', 'Statistika Perencanaan', [
    'SMA - Geografi',
    'SMP - IPS',
    'SMA - Matematika Wajib',
    'SMP - Matematika',
  ]),
  m('Sosiologi', 'Pengantar Sosiologi', [
    'SMA - Sosiologi',
    'SMP - IPS',
    'SMA - Geografi',
    'SNBT - Pemahaman Bacaan dan Menulis (PBM)',
    'SNBT - Pengetahuan dan Pemahaman Umum (PPU)',
  ]),
  m('Pendidikan Sejarah', 'Sejarah Indonesia Modern', [
    'SMA - Sejarah Indonesia',
    'SMP - IPS',
    'SMP - PKn',
    'SNBT - Pengetahuan dan Pemahaman Umum (PPU)',
  ]),
  m('Pendidikan Pancasila dan Kewarganegaraan', 'Pendidikan Pancasila', [
    'SMP - PKn',
    'SMA - Sejarah Indonesia',
    'SMP - IPS',
    'SMA - Sosiologi',
  ]),
  m('Pendidikan Guru Sekolah Dasar', 'Pembelajaran Tematik', [
    'SMP - Matematika',
    'SMP - IPA',
    'SMP - Bahasa Indonesia',
    'SMP - IPS',
    'SMP - PKn',
    'SMP - Prakarya',
  ]),
  m('Arsitektur', 'Menggambar Arsitektur', [
    'SMA - Matematika Wajib',
    'SMA - Fisika',
    'SMP - Seni Budaya',
    'SMP - Prakarya',
    'SMP - Matematika',
  ]),
  m('Desain Komunikasi Visual', 'Nirmana', ['SMP - Seni Budaya', 'SMP - Prakarya', 'SMP - Bahasa Inggris']),
];

const POLYTECHNIC: readonly Major[] = [
  m('Teknik Informatika', 'Pemrograman Dasar', [
    'SMA - Matematika Wajib',
    'SMP - Matematika',
    'SNBT - Pengetahuan Kuantitatif (PK)',
    'SMP - Prakarya',
  ]),
  m('Teknik Elektronika', 'Elektronika Dasar', ['SMA - Fisika', 'SMP - IPA', 'SMA - Matematika Wajib', 'SMP - Matematika']),
  m('Teknik Sipil', 'Gambar Teknik', ['SMA - Matematika Wajib', 'SMA - Fisika', 'SMP - Matematika', 'SMP - Prakarya']),
  m('Akuntansi', 'Akuntansi Keuangan', ['SMA - Akuntansi', 'SMA - Ekonomi', 'SMP - IPS', 'SMP - Matematika']),
  m('Administrasi Bisnis', 'Korespondensi Bisnis', ['SMA - Ekonomi', 'SMP - IPS', 'SMP - Bahasa Inggris', 'SMA - Bahasa Indonesia']),
];

const ART: readonly Major[] = [
  m('Seni Rupa Murni', 'Menggambar Bentuk', ['SMP - Seni Budaya', 'SMP - Prakarya']),
  m('Desain Komunikasi Visual', 'Nirmana', ['SMP - Seni Budaya', 'SMP - Prakarya', 'SMP - Bahasa Inggris']),
  m('Pendidikan Musik', 'Teori Musik', ['SMP - Seni Budaya']),
];

const BY_ABBREVIATION: Readonly<Record<string, readonly Major[]>> = {
  'PKN STAN': [
    m('Akuntansi Sektor Publik', 'Akuntansi Pemerintahan', [
      'SMA - Akuntansi',
      'SMA - Ekonomi',
      'SMA - Matematika Wajib',
      'SNBT - Pengetahuan Kuantitatif (PK)',
      'SMP - IPS',
    ]),
  ],
  'Polstat STIS': [
    m('Statistika', 'Metode Statistika', [
      'SNBT - Pengetahuan Kuantitatif (PK)',
      'SMA - Matematika Wajib',
      'SNBT - Penalaran Matematika (PM)',
      'SMA - Matematika Peminatan',
      'SMP - Matematika',
    ]),
  ],
  'ISI Yogyakarta': ART,
};

export function majorsFor(university: University): readonly Major[] {
  return BY_ABBREVIATION[university.abbreviation] ?? (university.name.startsWith('Politeknik') ? POLYTECHNIC : GENERAL);
}
