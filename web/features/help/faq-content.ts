import { LINK_CODE_TTL_MINUTES } from '../../../core/chat-links/chat-links.ts';
import { formatRupiah } from '../../../core/format/rupiah.ts';
import {
  CANCELLED_TRANSACTION_TOOLTIP,
  REQUEST_DISPLAY_STATUSES,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUS_TOOLTIPS,
} from '../../../core/requests/request-status.ts';
import { BOOKING_LIMITS } from '../../../core/transactions/booking.schema.ts';
import {
  AMOUNT_BASIS_LABELS,
  CLASS_STATUS_DISPLAY,
  CLASS_STATUS_LABELS,
  HIDDEN_PHONE_LABEL,
  PAYMENT_STATUS_DISPLAY,
  PAYMENT_STATUS_LABELS,
  PAYOUT_STATUS_DISPLAY,
  REFUND_RULE,
  VERIFICATION_WINDOW,
} from '../../../core/transactions/labels.ts';
import { TRANSACTION_MESSAGES } from '../../../core/transactions/messages.ts';
import { computeTotals, FEE_FREE_ACCOUNT_TYPES, PLATFORM_FEE_PERCENT, TUTOR_SHARE_PERCENT } from '../../../core/transactions/money.ts';
import { CLASS_STATUSES, PAYMENT_STATUSES, PAYOUT_STATUSES } from '../../../core/transactions/statuses.ts';
import { REVIEW_COMMENT_MAX } from '../../../core/transactions/transaction.schema.ts';
import { INACTIVE_AFTER_DAYS } from '../../../core/tutors/inactivity.ts';
import { PROOF_MAX_BYTES } from '../../components/transactions/proof-file.ts';
import { durationText, type HelpRules } from './help-rules.ts';

// The FAQ (docs/product.md#faq). Every number, label and rule in it is read from the constants the
// services use (or, for server settings, from GET /api/config/public), so changing a rule changes
// the answer with it; faq-content.test.ts pins that.

export type FaqCategory = 'customer' | 'tutor' | 'platform';
export type FaqTab = 'all' | FaqCategory;

export const FAQ_TABS: { value: FaqTab; label: string }[] = [
  { value: 'all', label: 'Semua' },
  { value: 'customer', label: 'Untuk Siswa' },
  { value: 'tutor', label: 'Untuk Tutor' },
  { value: 'platform', label: 'Tentang Platform' },
];

export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  customer: 'Untuk Siswa',
  tutor: 'Untuk Tutor',
  platform: 'Tentang Platform',
};

/** An answer is a few blocks: paragraphs, bullet lists, labelled statuses, a link to a page. */
export type FaqBlock =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'statuses'; title: string; items: { label: string; text: string }[] }
  | { kind: 'link'; to: string; label: string };

export type FaqItem = { id: string; category: FaqCategory; question: string; answer: FaqBlock[] };

const text = (value: string): FaqBlock => ({ kind: 'text', text: value });
const list = (...items: string[]): FaqBlock => ({ kind: 'list', items });

/** A worked example of the split, computed by the same function as every transaction. */
function splitExample(): string {
  const [price, hours, students] = [75_000, 2, 1];
  const { total, tutorPayment, platformFee } = computeTotals(price, hours, students);
  return `Contoh: tarif ${formatRupiah(price)} per jam, ${hours} jam, ${students} siswa. Total ${formatRupiah(total)}: tutor menerima ${formatRupiah(tutorPayment)} (${TUTOR_SHARE_PERCENT}%) dan platform ${formatRupiah(platformFee)} (${PLATFORM_FEE_PERCENT}%).`;
}

function payoutFeeText(fee: number): string {
  const free = FEE_FREE_ACCOUNT_TYPES.join(' atau ');
  if (fee === 0) return 'Pencairan tidak dikenai biaya admin.';
  return `Setiap pencairan dikenai biaya admin ${formatRupiah(fee)}, kecuali ke rekening ${free} (gratis). Biaya tidak pernah melebihi jumlah yang dicairkan.`;
}

function customerItems(rules: HelpRules): FaqItem[] {
  const lifetime = durationText(rules.requestLifetimeHours);
  return [
    {
      id: 'pesan-tutor',
      category: 'customer',
      question: 'Bagaimana cara memesan tutor?',
      answer: [
        text(
          `Buka Cari Tutor, pilih tutor yang cocok, lalu tekan pesan. Isi nama, nomor telepon, mata pelajaran, durasi (1–${BOOKING_LIMITS.maxHours} jam) dan jumlah siswa (1–${BOOKING_LIMITS.maxStudents} orang).`,
        ),
        text(
          'Total dihitung oleh server: tarif per jam × jumlah jam × jumlah siswa. Setelah memesan, Anda diarahkan ke halaman transaksi untuk membayar.',
        ),
      ],
    },
    {
      id: 'permintaan-belajar',
      category: 'customer',
      question: 'Apa itu Permintaan Belajar (bidding) dan bagaimana cara kerjanya?',
      answer: [
        text(
          'Tidak menemukan tutor yang pas? Ajukan kebutuhan Anda lewat Permintaan Belajar, biarkan tutor yang tertarik mendaftar, lalu pilih sendiri tutornya.',
        ),
        list(
          'Buat permintaan di halaman Buat Permintaan Belajar: mata pelajaran, jumlah siswa, durasi, nomor telepon dan catatan.',
          'Tutor yang mengajar mata pelajaran itu diberi tahu dan dapat menekan "Saya Tertarik Mengajar".',
          `Paling banyak ${rules.requestMaxTutors} tutor dapat bergabung di satu permintaan; setelah itu permintaan ditandai penuh.`,
          'Bandingkan profil, tarif dan rating mereka, lalu tekan "Pilih Tutor Ini". Total = tarif per jam tutor yang dipilih × jam × siswa.',
          'Bayar dan unggah bukti pembayaran seperti pesanan biasa. Tutor lain diberi tahu bahwa Anda memilih tutor lain.',
          `Permintaan yang belum memilih tutor dalam ${lifetime} berubah menjadi ${REQUEST_STATUS_LABELS.EXPIRED}; Anda diberi tahu dan dapat membuat permintaan baru.`,
        ),
      ],
    },
    {
      id: 'cara-bayar',
      category: 'customer',
      question: 'Bagaimana cara membayar?',
      answer: [
        text('Bayar dengan transfer ke nomor GOPAY atau scan QRIS yang tertera di halaman transaksi, sesuai total pembayaran.'),
        list(
          `Unggah bukti transfer di halaman transaksi: foto JPG, PNG atau PDF, paling besar ${PROOF_MAX_BYTES / 1024} KB.`,
          'Atau kirim foto bukti ke bot Telegram (/bukti) atau WhatsApp (BUKTI) yang sudah terhubung.',
          `Status berubah menjadi ${PAYMENT_STATUS_LABELS.PROOF_SUBMITTED} sampai admin memeriksanya.`,
        ),
      ],
    },
    {
      id: 'verifikasi',
      category: 'customer',
      question: 'Berapa lama pembayaran diverifikasi?',
      answer: [
        text(
          `Admin memeriksa bukti pembayaran dalam ${VERIFICATION_WINDOW}. Setelah disetujui, status menjadi ${PAYMENT_STATUS_LABELS.PAID} dan nomor telepon tutor terlihat.`,
        ),
        text('Jika bukti ditolak, alasannya ditampilkan di halaman transaksi dan Anda dapat mengunggah bukti baru.'),
      ],
    },
    {
      id: 'batal-refund',
      category: 'customer',
      question: 'Bisakah saya membatalkan pesanan atau meminta refund?',
      answer: [
        text(REFUND_RULE),
        list(
          `Belum dibayar (${PAYMENT_STATUS_LABELS.UNPAID} atau ${PAYMENT_STATUS_LABELS.PROOF_SUBMITTED}): tekan "Batalkan" dan transaksi ${PAYMENT_STATUS_LABELS.CANCELLED}.`,
          `Sudah dibayar dan kelas belum selesai: tekan "Refund". Status menjadi ${PAYMENT_STATUS_LABELS.REFUND_REQUESTED}, admin mentransfer kembali dana Anda, lalu ${PAYMENT_STATUS_LABELS.REFUNDED}.`,
          `Kelas yang sudah ditandai selesai tidak dapat direfund: "${TRANSACTION_MESSAGES.refundClassDone}"`,
        ),
      ],
    },
    {
      id: 'tandai-selesai',
      category: 'customer',
      question: 'Kenapa saya perlu menandai kelas selesai?',
      answer: [
        text(
          `Setelah les berlangsung, tekan "Tandai Selesai" di halaman transaksi. Kelas menjadi ${CLASS_STATUS_LABELS.DONE}, pembayaran diteruskan ke tutor, dan Anda dapat memberi ulasan. Setelah itu refund tidak dapat diajukan.`,
        ),
      ],
    },
    {
      id: 'chat-siswa',
      category: 'customer',
      question: 'Apa yang bisa saya lakukan lewat chat Telegram atau WhatsApp?',
      answer: [
        text('Setelah chat terhubung, ketik perintahnya di Telegram atau kirim kata kuncinya di WhatsApp:'),
        list(
          '/minta atau MINTA: tulis Permintaan Belajar langsung di chat, langkah demi langkah; /batal atau BATAL menghentikannya.',
          'Saat tutor bergabung dengan permintaan Anda, pesannya memuat "Pilih Tutor Ini" (di WhatsApp: balas PILIH dengan kode di pesannya); Anda melihat totalnya dulu, dan setelah memilih, cara membayar dikirim ke chat.',
          '/transaksi atau TRANSAKSI: transaksi Anda beserta statusnya, dengan "Kirim Bukti" untuk yang belum dibayar dan "Tandai Selesai" setelah les berlangsung.',
          'Kirim foto bukti transfer ke bot untuk mengunggah bukti pembayaran.',
        ),
      ],
    },
    {
      id: 'ulasan',
      category: 'customer',
      question: 'Bagaimana cara memberi ulasan?',
      answer: [
        text(
          `Setelah kelas ditandai selesai, beri rating 1 sampai 5 bintang dan komentar (opsional, maksimal ${REVIEW_COMMENT_MAX} karakter) di halaman transaksi. Ulasan hanya dapat dikirim sekali per transaksi.`,
        ),
        text('Ulasan tampil di profil tutor dengan nama depan Anda saja, dan rating tutor dihitung ulang dari semua ulasan.'),
      ],
    },
  ];
}

function tutorItems(rules: HelpRules): FaqItem[] {
  return [
    {
      id: 'profil-tampil',
      category: 'tutor',
      question: 'Bagaimana agar profil saya tampil dan bisa dipesan?',
      answer: [
        list(
          'Konfirmasi email Anda lewat tautan yang dikirim saat mendaftar. Hanya akun yang terkonfirmasi yang tampil di daftar tutor.',
          'Lengkapi profil di Dashboard: universitas, mata pelajaran, tarif per jam, bio dan pengalaman.',
          'Ubah status ketersediaan menjadi Tersedia. Selama Sibuk, siswa tidak dapat memesan Anda.',
        ),
      ],
    },
    {
      id: 'ikut-permintaan',
      category: 'tutor',
      question: 'Bagaimana cara ikut Permintaan Belajar?',
      answer: [
        text(
          'Buka Request Belajar dan tekan "Saya Tertarik Mengajar" pada permintaan yang cocok, atau tekan tombol yang sama di Telegram, atau balas IKUT <kode> di WhatsApp.',
        ),
        list(
          'Profil dan tarif per jam harus lengkap, dan status Anda harus Tersedia.',
          `Satu permintaan menerima paling banyak ${rules.requestMaxTutors} tutor; setelah itu permintaan penuh.`,
          `Permintaan yang belum memilih tutor dalam ${durationText(rules.requestLifetimeHours)} menjadi ${REQUEST_STATUS_LABELS.EXPIRED}.`,
          `Jika siswa memilih tutor lain, Anda diberi tahu dan permintaan tampil sebagai ${REQUEST_STATUS_LABELS.CLOSED}.`,
        ),
      ],
    },
    {
      id: 'pendapatan',
      category: 'tutor',
      question: 'Berapa pendapatan saya dari setiap kelas?',
      answer: [
        text(
          `Anda menerima ${TUTOR_SHARE_PERCENT}% dari total transaksi; platform menyimpan ${PLATFORM_FEE_PERCENT}%. Bagian tutor dibulatkan ke bawah ke rupiah terdekat, sisanya untuk platform.`,
        ),
        text(splitExample()),
        text(
          `Angka bagian tutor di transaksi adalah ${AMOUNT_BASIS_LABELS.gross.toLowerCase()}; jumlah pencairan adalah ${AMOUNT_BASIS_LABELS.net.toLowerCase()}.`,
        ),
      ],
    },
    {
      id: 'pencairan',
      category: 'tutor',
      question: 'Bagaimana cara mencairkan pendapatan, dan berapa biaya adminnya?',
      answer: [
        text(
          'Setelah pembayaran terverifikasi dan siswa menandai kelas selesai, tekan "Minta Pencairan" di halaman Transaksi. Isi nomor rekening di profil Anda terlebih dahulu.',
        ),
        text(payoutFeeText(rules.payoutAdminFee)),
        text('Admin menyetujui, mentransfer dana, lalu menandai pencairan sudah dibayar. Anda diberi tahu di setiap langkah.'),
      ],
    },
    {
      id: 'status-pencairan',
      category: 'tutor',
      question: 'Apa arti status pencairan?',
      answer: [
        {
          kind: 'statuses',
          title: 'Status pencairan',
          items: PAYOUT_STATUSES.map((status) => ({
            label: PAYOUT_STATUS_DISPLAY[status].label,
            text: PAYOUT_STATUS_DISPLAY[status].hint,
          })),
        },
      ],
    },
    {
      id: 'chat-tutor',
      category: 'tutor',
      question: 'Bisakah saya mengikuti permintaan, melihat saldo dan mengubah status dari chat?',
      answer: [
        text('Bisa, dari bot Telegram (perintah) atau WhatsApp (kata kunci) yang terhubung:'),
        list(
          '/permintaan atau PERMINTAAN: Permintaan Belajar terbuka yang sesuai mata pelajaran Anda, terbaru di atas, dan ikut langsung dari daftarnya.',
          '/saldo atau SALDO: pendapatan bulan ini, dana Siap Dicairkan dan Dalam Proses Pencairan; tekan "Ajukan Pencairan" pada kelas yang siap dicairkan (di WhatsApp: balas CAIR <kode> atau angkanya), periksa jumlah, biaya dan rekening, lalu konfirmasi.',
          '/sibuk atau SIBUK dan /tersedia atau TERSEDIA: ubah status ketersediaan Anda; daftar tutor langsung mengikutinya.',
          'Anda juga diberi tahu di chat saat kelas ditandai selesai, saat transaksi dibatalkan atau direfund, dan saat pencairan diputuskan atau ditransfer.',
        ),
      ],
    },
    {
      id: 'status-sibuk',
      category: 'tutor',
      question: 'Kenapa status saya berubah menjadi Sibuk?',
      answer: [
        text(
          `Tutor yang tidak aktif di Ajarin lebih dari ${INACTIVE_AFTER_DAYS} hari otomatis diubah menjadi Sibuk, supaya siswa tidak memesan tutor yang tidak merespons. Anda diberi tahu lewat email.`,
        ),
        text(
          'Untuk menerima siswa lagi, ubah status ketersediaan menjadi Tersedia di Dashboard, atau kirim /tersedia (Telegram) atau TERSEDIA (WhatsApp) ke bot.',
        ),
      ],
    },
  ];
}

/** docs/product.md#accounts-google; asked only where the deployment offers Google sign-in. */
function googleItem(): FaqItem {
  return {
    id: 'masuk-google',
    category: 'platform',
    question: 'Bisakah saya masuk dengan akun Google?',
    answer: [
      text(
        'Bisa. Di halaman Masuk, pilih Siswa atau Tutor, lalu tekan "Masuk dengan Google". Akun baru mengikuti peran yang Anda pilih; akun yang sudah terhubung tetap dengan perannya.',
      ),
      list(
        'Akun baru dari Google langsung aktif tanpa email konfirmasi, karena Google sudah memverifikasi email Anda. Akun ini belum punya password; buat password lewat "Lupa password?" bila perlu.',
        'Tutor yang mendaftar dengan Google melengkapi data tutor (universitas, mata pelajaran, tarif, nomor telepon, rekening) di Dashboard sebelum profilnya tampil di daftar tutor.',
        'Jika email akun Google Anda sudah terdaftar di Ajarin dengan password, masuk sekali dengan password tersebut di peramban yang sama untuk menghubungkan Google. Demi keamanan, akun tidak pernah dihubungkan hanya karena emailnya sama.',
        'Halaman Akun menampilkan akun Google yang terhubung. "Putuskan" baru bisa dipakai bila akun Anda punya password, supaya Anda tetap bisa masuk.',
      ),
      { kind: 'link', to: '/akun', label: 'Buka halaman Akun' },
    ],
  };
}

function platformItems(rules: HelpRules): FaqItem[] {
  return [
    {
      id: 'apa-itu-ajarin',
      category: 'platform',
      question: 'Apa itu Ajarin?',
      answer: [
        text(
          'Ajarin mempertemukan siswa dan orang tua dengan tutor mahasiswa untuk les privat. Anda dapat memesan tutor langsung dari daftar tutor, atau membuat Permintaan Belajar dan memilih dari tutor yang mendaftar.',
        ),
        text('Pembayaran dilakukan lewat transfer dan diperiksa admin sebelum kontak tutor dibuka.'),
      ],
    },
    {
      id: 'pembagian-biaya',
      category: 'platform',
      question: 'Bagaimana pembagian biaya antara tutor dan platform?',
      answer: [
        text(
          `Dari setiap transaksi, tutor menerima ${TUTOR_SHARE_PERCENT}% dan platform ${PLATFORM_FEE_PERCENT}%. Total = tarif per jam × jumlah jam × jumlah siswa.`,
        ),
        text(splitExample()),
      ],
    },
    {
      id: 'status-transaksi',
      category: 'platform',
      question: 'Apa arti status transaksi?',
      answer: [
        {
          kind: 'statuses',
          title: 'Status pembayaran',
          items: PAYMENT_STATUSES.map((status) => ({
            label: PAYMENT_STATUS_DISPLAY[status].label,
            text: PAYMENT_STATUS_DISPLAY[status].hint,
          })),
        },
        {
          kind: 'statuses',
          title: 'Status kelas',
          items: CLASS_STATUSES.map((status) => ({ label: CLASS_STATUS_DISPLAY[status].label, text: CLASS_STATUS_DISPLAY[status].hint })),
        },
      ],
    },
    {
      id: 'status-permintaan',
      category: 'platform',
      question: 'Apa arti status Permintaan Belajar?',
      answer: [
        {
          kind: 'statuses',
          title: 'Status permintaan',
          items: REQUEST_DISPLAY_STATUSES.map((status) => ({
            label: REQUEST_STATUS_LABELS[status],
            text: REQUEST_STATUS_TOOLTIPS[status],
          })),
        },
        text(
          `Jika transaksi dari permintaan dibatalkan atau direfund, permintaan tampil ${REQUEST_STATUS_LABELS.CANCELLED}: ${CANCELLED_TRANSACTION_TOOLTIP.toLowerCase()}.`,
        ),
      ],
    },
    {
      id: 'nomor-telepon',
      category: 'platform',
      question: 'Kapan nomor telepon tutor dan siswa terlihat?',
      answer: [
        text(
          `Hanya setelah pembayaran terverifikasi (${PAYMENT_STATUS_LABELS.PAID}). Sebelum itu nomor ditampilkan sebagai "${HIDDEN_PHONE_LABEL}", dan tidak dikirim ke mana pun.`,
        ),
        text(
          'Setelah diverifikasi, siswa melihat nomor tutor dan tutor melihat nomor siswa untuk mengatur jadwal. Jika pembayaran direfund, nomor kembali disembunyikan.',
        ),
      ],
    },
    {
      id: 'telegram-whatsapp',
      category: 'platform',
      question: 'Bagaimana menghubungkan Telegram atau WhatsApp?',
      answer: [
        text('Kabar penting (pembayaran, permintaan belajar, pencairan) bisa langsung sampai di chat. Email tetap dikirim.'),
        list(
          'Buka halaman Akun, bagian Chat Terhubung.',
          'Telegram: tekan "Hubungkan Telegram", lalu "Buka Telegram" dan tekan Start. Bot menerima /start dengan kode Anda dan menghubungkan akun.',
          'WhatsApp: tekan "Hubungkan WhatsApp", lalu kirim pesan LINK <kode> ke nomor Ajarin yang ditampilkan.',
          `Kode berlaku ${LINK_CODE_TTL_MINUTES} menit dan hanya dapat dipakai sekali.`,
          'Matikan notifikasi dengan /berhenti (Telegram) atau BERHENTI (WhatsApp); nyalakan lagi dengan /mulai atau MULAI.',
          '/menu atau MENU menampilkan semua yang dapat Anda lakukan dari chat; /bantuan atau BANTUAN menampilkan daftar perintah.',
          '/pengaturan atau PENGATURAN: pilih kabar yang dikirim ke chat ini. /putus atau PUTUS: putuskan chat dari akun Anda, setelah konfirmasi.',
          'Di Telegram, "Buka Ajarin" membuka Ajarin di dalam Telegram dan langsung masuk ke akun yang terhubung, tanpa mengetik password.',
        ),
        { kind: 'link', to: '/akun', label: 'Buka halaman Akun' },
      ],
    },
    ...(rules.googleSignIn ? [googleItem()] : []),
  ];
}

/** Every question, in the order the 'Semua' tab shows them. */
export function buildFaq(rules: HelpRules): FaqItem[] {
  return [...customerItems(rules), ...tutorItems(rules), ...platformItems(rules)];
}

export function faqForTab(items: FaqItem[], tab: FaqTab): FaqItem[] {
  return tab === 'all' ? items : items.filter((item) => item.category === tab);
}

/** Opening a question leaves the others as they are, so two answers can be read side by side. */
export function toggleOpen(openIds: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(openIds);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
