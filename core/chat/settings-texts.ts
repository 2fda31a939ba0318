import type { ChatChannel } from '../chat-links/chat-links.ts';
import type { SwitchableGroup } from '../notifications/channels.ts';

// What the bots say about a chat's notification settings and unlinking (docs/product.md#chat-commands).
// Group names are /akun's, so a user finds the same switch in both places.

export const GROUP_NAMES: Record<SwitchableGroup, string> = {
  transactions: 'Transaksi dan pembayaran',
  payouts: 'Pencairan dana',
  requests: 'Permintaan belajar',
  admin: 'Tugas admin',
  feedback: 'Feedback dan laporan',
};

const CHANNEL_NAMES: Record<ChatChannel, string> = { telegram: 'Telegram', whatsapp: 'WhatsApp' };

export const ON = 'Aktif';
export const OFF = 'Nonaktif';

export type GroupSwitch = { group: SwitchableGroup; enabled: boolean };

export const SETTINGS_TEXTS = {
  unlinkAsk:
    'Putuskan chat ini dari akun Ajarin Anda? Setelah diputus, chat ini tidak menerima notifikasi lagi dan perintah bot tidak dapat dipakai sampai Anda menghubungkannya kembali dari halaman Akun.',
  unlinkYes: 'Ya, Putuskan',
  unlinkNo: 'Batal',
  unlinkKept: 'Baik, chat ini tetap terhubung.',
  unlinked: 'Chat ini sudah diputus dari akun Ajarin Anda. Untuk menghubungkannya lagi, buka halaman Akun di web.',
  notLinked: 'Chat ini tidak terhubung dengan akun Ajarin mana pun.',
} as const;

/** The header of /pengaturan: what the switches are for. */
export function settingsHeader(channel: ChatChannel): string {
  return `Notifikasi ${CHANNEL_NAMES[channel]} untuk chat ini. Email dan kanal lain diatur di halaman Akun.`;
}

/** One switch as a line (or a button's text): its name and whether it is on. */
export const switchLine = ({ group, enabled }: GroupSwitch): string => `${GROUP_NAMES[group]}: ${enabled ? ON : OFF}`;

/** After a switch: what changed, in words. */
export const switchedText = ({ group, enabled }: GroupSwitch): string =>
  `Notifikasi ${GROUP_NAMES[group]} ${enabled ? 'diaktifkan' : 'dinonaktifkan'} untuk chat ini.`;

/** WhatsApp: the switches as a numbered list; a number switches that one. */
export function numberedSettings(switches: GroupSwitch[]): string {
  return [
    settingsHeader('whatsapp'),
    ...switches.map((item, index) => `${index + 1}. ${switchLine(item)}`),
    '',
    'Balas dengan angkanya untuk mengubah.',
  ].join('\n');
}

export const WHATSAPP_UNLINK_CONFIRM = 'Balas YA untuk memutuskan.';
