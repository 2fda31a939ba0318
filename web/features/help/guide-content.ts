import { CONFIRM_EMAIL_TTL_HOURS } from '../../../core/accounts/email-confirmation.ts';
import { formatRupiah } from '../../../core/format/rupiah.ts';
import { CLASS_STATUS_LABELS, PAYMENT_STATUS_LABELS, VERIFICATION_WINDOW } from '../../../core/transactions/labels.ts';
import { FEE_FREE_ACCOUNT_TYPES, TUTOR_SHARE_PERCENT } from '../../../core/transactions/money.ts';
import { INACTIVE_AFTER_DAYS } from '../../../core/tutors/inactivity.ts';
import { durationText, type HelpRules } from './help-rules.ts';

// The step-by-step guides (docs/product.md#faq), built from the same constants as the FAQ so the
// two never disagree.

export type GuideStep = { title: string; text: string; link?: { to: string; label: string } };

export function customerGuide(rules: HelpRules): GuideStep[] {
  return [
    {
      title: 'Daftar akun siswa',
      text: 'Buka halaman Masuk atau Daftar, pilih Siswa, lalu isi nama, email dan password (minimal 6 karakter).',
      link: { to: '/auth?role=customer', label: 'Daftar sebagai siswa' },
    },
    {
      title: 'Konfirmasi email',
      text: `Buka tautan konfirmasi yang kami kirim ke email Anda. Tautan berlaku ${CONFIRM_EMAIL_TTL_HOURS} jam dan hanya dapat dipakai sekali; jika kedaluwarsa, minta tautan baru dari halaman Masuk.`,
    },
    {
      title: 'Cari tutor atau buat Permintaan Belajar',
      text: `Pilih tutor dari daftar berdasarkan mata pelajaran, kampus, tarif dan rating, lalu pesan. Atau buat Permintaan Belajar: paling banyak ${rules.requestMaxTutors} tutor dapat mendaftar, dan Anda memilih salah satunya dalam ${durationText(rules.requestLifetimeHours)}.`,
      link: { to: '/tutors', label: 'Cari Tutor' },
    },
    {
      title: 'Bayar dengan transfer dan unggah bukti',
      text: 'Transfer sesuai total ke nomor GOPAY atau lewat QRIS yang tertera, lalu unggah foto atau PDF bukti transfer di halaman transaksi. Sudah menghubungkan Telegram atau WhatsApp? Kirim saja foto buktinya ke bot.',
    },
    {
      title: 'Tunggu verifikasi',
      text: `Admin memeriksa bukti Anda dalam ${VERIFICATION_WINDOW}. Status berubah dari ${PAYMENT_STATUS_LABELS.PROOF_SUBMITTED} menjadi ${PAYMENT_STATUS_LABELS.PAID}. Jika ditolak, alasannya ditampilkan dan Anda dapat mengunggah ulang.`,
    },
    {
      title: 'Hubungi tutor',
      text: 'Setelah pembayaran terverifikasi, nomor telepon tutor muncul di halaman transaksi. Hubungi tutor untuk menyepakati jadwal dan tempat belajar.',
    },
    {
      title: 'Tandai kelas selesai',
      text: `Setelah les berlangsung, tekan "Tandai Selesai". Kelas menjadi ${CLASS_STATUS_LABELS.DONE} dan pembayaran diteruskan ke tutor. Setelah itu refund tidak dapat diajukan.`,
    },
    {
      title: 'Beri ulasan',
      text: 'Beri rating 1 sampai 5 bintang dan komentar. Ulasan Anda membantu siswa lain memilih tutor, dan hanya dapat dikirim sekali.',
    },
    {
      title: 'Hubungkan Telegram atau WhatsApp (opsional)',
      text: 'Di halaman Akun, hubungkan chat agar kabar pembayaran langsung sampai di Telegram atau WhatsApp. Dari chat Anda juga dapat membuat permintaan (/minta atau MINTA), memilih tutor yang bergabung ("Pilih Tutor Ini"), melihat transaksi (/transaksi atau TRANSAKSI) dan mengirim foto bukti; /menu atau MENU menampilkan semuanya.',
      link: { to: '/akun', label: 'Buka halaman Akun' },
    },
  ];
}

export function tutorGuide(rules: HelpRules): GuideStep[] {
  const fee =
    rules.payoutAdminFee === 0
      ? 'Pencairan tidak dikenai biaya admin.'
      : `Biaya admin ${formatRupiah(rules.payoutAdminFee)} per pencairan, gratis ke rekening ${FEE_FREE_ACCOUNT_TYPES.join(' atau ')}.`;
  return [
    {
      title: 'Daftar akun tutor',
      text: 'Buka halaman Masuk atau Daftar, pilih Tutor, lalu isi data diri, universitas, mata pelajaran dan tarif per jam.',
      link: { to: '/auth?role=tutor', label: 'Daftar sebagai tutor' },
    },
    {
      title: 'Konfirmasi email',
      text: `Buka tautan konfirmasi di email Anda (berlaku ${CONFIRM_EMAIL_TTL_HOURS} jam). Profil baru tampil di daftar tutor setelah email terkonfirmasi.`,
    },
    {
      title: 'Lengkapi profil dan tarif',
      text: 'Di Dashboard, lengkapi foto, bio, pengalaman, mata pelajaran, tarif per jam dan nomor rekening untuk pencairan. Profil yang lengkap lebih mudah dipilih siswa.',
      link: { to: '/dashboard', label: 'Buka Dashboard' },
    },
    {
      title: 'Atur status Tersedia',
      text: `Hanya tutor berstatus Tersedia yang dapat dipesan dan ikut Permintaan Belajar. Jika tidak aktif lebih dari ${INACTIVE_AFTER_DAYS} hari, status otomatis menjadi Sibuk.`,
    },
    {
      title: 'Hubungkan Telegram atau WhatsApp',
      text: 'Di halaman Akun, hubungkan chat agar Permintaan Belajar baru langsung sampai dan dapat Anda ikuti dari chat. Di chat, /permintaan menampilkan permintaan terbuka, /saldo pendapatan Anda dengan "Ajukan Pencairan", dan /sibuk atau /tersedia mengubah status Anda (di WhatsApp: PERMINTAAN, SALDO, SIBUK, TERSEDIA); /menu atau MENU menampilkan semuanya.',
      link: { to: '/akun', label: 'Buka halaman Akun' },
    },
    {
      title: 'Ikut Permintaan Belajar atau dipesan langsung',
      text: `Siswa dapat memesan Anda dari profil, atau Anda menekan "Saya Tertarik Mengajar" di Request Belajar (paling banyak ${rules.requestMaxTutors} tutor per permintaan). Anda diberi tahu saat dipilih.`,
      link: { to: '/tutor-requests', label: 'Lihat Request Belajar' },
    },
    {
      title: 'Konfirmasi jadwal dengan siswa',
      text: `Setelah pembayaran siswa ${PAYMENT_STATUS_LABELS.PAID}, nomor telepon siswa muncul di halaman transaksi. Hubungi siswa untuk menyepakati jadwal, lalu mengajar.`,
    },
    {
      title: 'Minta pencairan setelah kelas selesai',
      text: `Setelah siswa menandai kelas selesai, tekan "Minta Pencairan" di halaman Transaksi. Anda menerima ${TUTOR_SHARE_PERCENT}% dari total transaksi. ${fee}`,
      link: { to: '/tutor-transactions', label: 'Buka Transaksi' },
    },
  ];
}
