import type { AccountChat, ChatChannel } from '../../../core/chat-links/chat-links.ts';
import type { Channel, SwitchableGroup } from '../../../core/notifications/channels.ts';
import type { BadgeTone } from '../../components/ui/badge.tsx';

// The /akun page's words (docs/product.md#chat-links).

export const CHANNEL_LABELS: Record<Channel, string> = { email: 'Email', telegram: 'Telegram', whatsapp: 'WhatsApp' };

export const GROUP_LABELS: Record<SwitchableGroup, { label: string; hint: string }> = {
  transactions: { label: 'Transaksi dan pembayaran', hint: 'Pesanan baru, bukti pembayaran, verifikasi, tutor terpilih' },
  payouts: { label: 'Pencairan dana', hint: 'Dana siap dicairkan dan keputusan admin atas permintaan pencairan Anda' },
  requests: { label: 'Permintaan belajar', hint: 'Permintaan baru yang cocok, tutor yang bergabung, pembatalan' },
  admin: { label: 'Tugas admin', hint: 'Bukti pembayaran, pencairan dan refund yang menunggu keputusan, serta feedback baru' },
  feedback: { label: 'Feedback dan laporan', hint: 'Balasan admin atas feedback atau laporan Anda' },
};

/** How the chat keyword is written on each channel: a Telegram command or a WhatsApp word. */
const RESUME_KEYWORD: Record<ChatChannel, string> = { telegram: '/mulai', whatsapp: 'MULAI' };

export type ChatState = { label: string; tone: BadgeTone; hint: string };

/** The state of one channel for its owner, in words. */
export function chatStateOf(channel: ChatChannel, enabled: boolean, link: AccountChat | null): ChatState {
  if (!link) {
    return enabled
      ? { label: 'Belum terhubung', tone: 'neutral', hint: `Hubungkan ${CHANNEL_LABELS[channel]} untuk menerima notifikasi di chat.` }
      : { label: 'Belum tersedia', tone: 'neutral', hint: `Bot ${CHANNEL_LABELS[channel]} belum aktif di Ajarin.` };
  }
  if (link.blockedAt) {
    return {
      label: 'Tidak terkirim',
      tone: 'danger',
      hint: 'Bot diblokir atau akun chat tidak aktif. Hubungkan ulang untuk menerima notifikasi lagi.',
    };
  }
  if (link.mutedAt) {
    return {
      label: 'Dibisukan',
      tone: 'warning',
      hint: `Anda menghentikan notifikasi dari chat. Kirim ${RESUME_KEYWORD[channel]} ke bot untuk menyalakannya lagi.`,
    };
  }
  return { label: 'Terhubung', tone: 'success', hint: 'Notifikasi dikirim ke chat ini sesuai pengaturan di bawah.' };
}
