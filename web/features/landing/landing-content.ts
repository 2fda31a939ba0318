// The landing page's fixed data (docs/product.md#landing-sections): eight university logos, six
// testimonial screenshots, the claims and six benefits. Images are local files in web/public.

export type UniversityLogo = { abbreviation: string; name: string; src: string };

export const UNIVERSITY_LOGOS: readonly UniversityLogo[] = [
  { abbreviation: 'ITB', name: 'Institut Teknologi Bandung', src: '/logos/itb.svg' },
  { abbreviation: 'UGM', name: 'Universitas Gadjah Mada', src: '/logos/ugm.svg' },
  { abbreviation: 'UI', name: 'Universitas Indonesia', src: '/logos/ui.svg' },
  { abbreviation: 'Unpad', name: 'Universitas Padjadjaran', src: '/logos/unpad.svg' },
  { abbreviation: 'USU', name: 'Universitas Sumatera Utara', src: '/logos/usu.svg' },
  { abbreviation: 'UB', name: 'Universitas Brawijaya', src: '/logos/ub.svg' },
  { abbreviation: 'Unhas', name: 'Universitas Hasanuddin', src: '/logos/unhas.svg' },
  { abbreviation: 'Undip', name: 'Universitas Diponegoro', src: '/logos/undip.svg' },
];

export type Testimonial = { src: string; alt: string };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    src: '/testimonials/rina.svg',
    alt: 'Chat dari Rina, siswi SMA: nilai simulasi UTBK-nya naik dari 580 ke 690 dan Kak Dimas menjelaskan soal penalaran dengan sabar.',
  },
  {
    src: '/testimonials/sari.svg',
    alt: 'Chat dari Ibu Sari, orang tua siswa SMP: nilai Matematika anaknya naik dari 65 ke 88, tutornya telaten dan datang sesuai jadwal.',
  },
  {
    src: '/testimonials/fajar.svg',
    alt: 'Chat dari Fajar, siswa SMA: les bersama tiga teman sekelas lebih hemat dan materi Fisika yang diminta langsung dibahas.',
  },
  {
    src: '/testimonials/nadia.svg',
    alt: 'Chat dari Nadia, alumni kelas SNBT: diterima di Unpad setelah tiga bulan les Literasi Bahasa Inggris dan Penalaran Umum.',
  },
  {
    src: '/testimonials/hendra.svg',
    alt: 'Chat dari Pak Hendra, orang tua siswa SMA: bisa memilih tutor sendiri dari rating dan jam mengajarnya, pembayaran jelas dan dicek admin.',
  },
  {
    src: '/testimonials/dinda.svg',
    alt: 'Chat dari Dinda, siswi SMP: Kak Putri mengajar IPA dengan contoh sehari-hari dan jadwalnya bisa malam hari.',
  },
];

/** The landing claims (docs/product.md#landing-sections). */
export const CLAIMS = [
  '70+ tutor mahasiswa dari kampus terbaik',
  'Les privat sendiri atau bersama teman',
  'Opsi permintaan belajar bulanan',
  'Jadwal belajar Anda yang atur',
  'Bebas pilih materi yang mau dipelajari',
] as const;

export type BenefitIcon = 'tutor' | 'friends' | 'calendar' | 'clock' | 'book' | 'shield';

export const BENEFITS: readonly { icon: BenefitIcon; title: string; text: string }[] = [
  {
    icon: 'tutor',
    title: 'Tutor Mahasiswa Pilihan',
    text: 'Lebih dari 70 tutor dari ITB, UGM, UI dan kampus terbaik lainnya, lengkap dengan rating dan jam mengajar.',
  },
  {
    icon: 'friends',
    title: 'Privat atau Bareng Teman',
    text: 'Belajar sendiri atau ajak teman sekelas dalam satu sesi, biayanya bisa dibagi bersama.',
  },
  {
    icon: 'calendar',
    title: 'Permintaan Belajar Bulanan',
    text: 'Ajukan kebutuhan belajar Anda sekali, tutor yang tertarik akan melamar dan Anda yang memilih.',
  },
  { icon: 'clock', title: 'Jadwal Anda yang Atur', text: 'Tentukan sendiri hari dan jam belajar bersama tutor, pagi, sore atau malam.' },
  {
    icon: 'book',
    title: 'Bebas Pilih Materi',
    text: 'Dari SNBT, SMA sampai SMP: bahas materi yang Anda butuhkan, bukan silabus yang kaku.',
  },
  {
    icon: 'shield',
    title: 'Pembayaran Aman',
    text: 'Bukti transfer diperiksa admin, dan refund penuh jika batal paling lambat 24 jam sebelum sesi.',
  },
];
