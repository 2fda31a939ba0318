import type { Role } from '../accounts/auth.schema.ts';
import { chatMenu } from './chat-menu.ts';

// What the Telegram bot says (docs/product.md#chat-bots). Sent as plain text, never with a parse
// mode: a name or a subject a user typed is shown as typed and can never become markup. Texts both
// bots share are in common-texts.ts.

export const JOINED_LABEL = 'Sudah Bergabung';
export const CLOSED_LABEL = 'Permintaan sudah ditutup';

export const BOT_TEXTS = {
  linked: (name: string) => `Akun Ajarin Anda (${name}) terhubung. Ketik /bantuan untuk melihat apa yang bisa saya bantu.`,
  howToLink: (appUrl: string) =>
    [
      'Chat ini belum terhubung ke akun Ajarin.',
      `Untuk menghubungkannya: masuk di ${appUrl}/akun, tekan 'Hubungkan Telegram', lalu buka tautan yang muncul. Tautan berlaku 30 menit dan hanya sekali pakai.`,
    ].join('\n'),
  linkFirst: "Hubungkan akun Ajarin Anda dulu: buka halaman Akun di web dan tekan 'Hubungkan Telegram'.",
  muted: 'Notifikasi Telegram dimatikan. Ketik /mulai untuk menyalakannya lagi.',
  unmuted: 'Notifikasi Telegram dinyalakan kembali.',
  unknown: 'Perintah tidak dikenal. Ketik /bantuan untuk melihat apa yang bisa saya bantu.',
  tutorsOnly: 'Tombol ini hanya untuk tutor.',
  customersOnly: 'Hanya pelanggan yang dapat mengirim bukti pembayaran.',
  staleButton: 'Tombol ini sudah tidak berlaku.',
  noUnpaid: 'Tidak ada transaksi yang menunggu pembayaran.',
  whichTransaction: 'Bukti pembayaran ini untuk transaksi yang mana?',
  whichTransactionFirst: 'Pilih transaksi yang ingin Anda bayar, lalu kirim foto atau PDF bukti transfernya.',
  sendFileNow: 'Kirim foto atau PDF bukti transfer untuk transaksi ini sekarang (dalam 15 menit).',
  proofChoiceExpired: 'Pilihan ini sudah tidak berlaku. Kirim ulang foto bukti pembayaran Anda.',
  processing: 'Memproses bukti pembayaran…',
} as const;

const COMMON_HELP = ['/bantuan: daftar ini', '/berhenti: matikan notifikasi Telegram', '/mulai: nyalakan lagi notifikasi Telegram'];
const NOTIFICATION_HELP = ['/berhenti: matikan notifikasi Telegram', '/mulai: nyalakan lagi notifikasi Telegram'];

const ROLE_HELP: Record<Role, string[]> = {
  tutor: [
    'Sebagai tutor, Anda menerima permintaan belajar baru yang cocok dengan mata pelajaran Anda.',
    "Tekan 'Saya Tertarik Mengajar' pada pesannya untuk bergabung, tanpa membuka web. Ketik /permintaan untuk melihat permintaan yang masih terbuka.",
    'Setelah kelas dibayar, usulkan jadwal sesinya lewat /jadwal; pelanggan menjawab dengan tombol, dan Anda diingatkan sebelum tiap sesi.',
    "Saat kelas selesai, Anda dapat langsung menekan 'Ajukan Pencairan' di sini; /saldo menampilkan saldo Anda.",
    'Anda juga diberi tahu saat dipilih atau tidak dipilih, saat pembayaran diverifikasi (dengan nomor pelanggan), dan saat pencairan diputuskan.',
  ],
  customer: [
    'Kirim foto atau PDF bukti transfer (atau ketik /bukti) untuk mengunggah bukti pembayaran; saya akan menanyakan transaksinya.',
    'Anda diberi tahu saat bukti diverifikasi (dengan nomor tutor) atau ditolak (dengan alasannya).',
    "Usulan jadwal dari tutor dijawab dengan tombol 'Terima jadwal' atau 'Minta waktu lain'; /jadwal menampilkan sesi Anda.",
  ],
  admin: [
    'Sebagai admin, Anda diberi tahu saat ada bukti pembayaran baru untuk diverifikasi, pencairan untuk diputuskan, pengajuan refund, dan feedback baru.',
  ],
};

/** /bantuan: what the bot does for this role, then the commands. */
export function helpText(role: Role | null, appUrl: string): string {
  if (!role) return [BOT_TEXTS.howToLink(appUrl), '', ...COMMON_HELP].join('\n');
  const commands = [
    '/menu: menu Ajarin dengan tombol',
    ...chatMenu(role).map((item) => `/${item.command}: ${item.description.charAt(0).toLowerCase()}${item.description.slice(1)}`),
    ...NOTIFICATION_HELP,
  ];
  return [...ROLE_HELP[role], '', ...commands].join('\n');
}

/** The menu Telegram shows next to the input field (setMyCommands). */
export const BOT_COMMANDS = [
  { command: 'start', description: 'Mulai dan hubungkan akun' },
  { command: 'bantuan', description: 'Apa yang bisa dilakukan bot ini' },
  { command: 'bukti', description: 'Kirim bukti pembayaran' },
  { command: 'berhenti', description: 'Matikan notifikasi' },
  { command: 'mulai', description: 'Nyalakan notifikasi' },
] as const;
