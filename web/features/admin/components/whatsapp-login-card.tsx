import type { UseQueryResult } from '@tanstack/react-query';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import type { WhatsAppLogin } from '../../../../core/admin/send-queues.ts';
import { QuerySection } from './query-section.tsx';

/** WhatsApp shows a pairing code as two groups of four: 'ABCD-2345'. */
const groupedCode = (code: string) => (code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code);

/** What the admin reads about the login, and the badge beside it (docs/product.md#admin-bots). */
export function whatsAppLoginText(login: WhatsAppLogin): { badge: string; tone: BadgeTone; text: string } {
  if (!login.enabled && login.state === 'not-running')
    return { badge: 'Tidak aktif', tone: 'neutral', text: 'WhatsApp tidak aktif (WHATSAPP_ENABLED mati)' };
  switch (login.state) {
    case 'open':
      return { badge: 'Terhubung', tone: 'success', text: 'Terhubung' };
    case 'connecting':
      if (login.pairingCode)
        return {
          badge: 'Menunggu login',
          tone: 'warning',
          text: `Masukkan kode pairing ini di WhatsApp: ${groupedCode(login.pairingCode)}`,
        };
      if (login.qr)
        return {
          badge: 'Menunggu login',
          tone: 'warning',
          text: 'Menunggu login — pindai QR ini di WhatsApp (Perangkat tertaut → Tautkan perangkat)',
        };
      return { badge: 'Menyambung', tone: 'info', text: 'Menyambung ke WhatsApp…' };
    case 'closed':
      return { badge: 'Terputus', tone: 'warning', text: 'Terputus, menyambung ulang…' };
    case 'logged-out':
      return {
        badge: 'Keluar',
        tone: 'warning',
        text: 'Keluar dari WhatsApp — login lama dihapus, QR atau kode pairing baru segera muncul di sini',
      };
    case 'outdated':
      return {
        badge: 'Versi kedaluwarsa',
        tone: 'danger',
        text: 'Versi WhatsApp Web kedaluwarsa — WhatsApp menolak versi bot. Isi WHATSAPP_WEB_VERSION dengan versi terbaru atau perbarui Baileys, lalu jalankan ulang bot.',
      };
    case 'replaced':
      return {
        badge: 'Diambil alih',
        tone: 'danger',
        text: 'Sesi diambil alih perangkat atau proses lain yang memakai login ini — bot mencoba lagi dalam beberapa menit. Pastikan hanya satu bot yang berjalan.',
      };
    case 'suspended':
      return {
        badge: 'Diblokir sementara',
        tone: 'danger',
        text: 'Nomor diblokir sementara oleh WhatsApp — bot tidak mengirim apa pun dan mencoba lagi nanti.',
      };
    case 'banned':
      return {
        badge: 'Ditolak',
        tone: 'danger',
        text: 'Nomor ditolak WhatsApp (diblokir atau perangkat utama hilang) — bot berhenti. Periksa nomor di ponsel, lalu jalankan ulang bot.',
      };
    case 'stopped':
      return {
        badge: 'Berhenti',
        tone: 'danger',
        text: 'Bot WhatsApp berhenti: login memakai nomor lain dari WHATSAPP_NUMBER. Lihat log bot.',
      };
    case 'not-running':
      return { badge: 'Tidak berjalan', tone: 'danger', text: 'Bot tidak berjalan' };
  }
}

export function WhatsAppLoginStatus({ login }: { login: WhatsAppLogin }) {
  const { badge, tone, text } = whatsAppLoginText(login);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <Badge tone={tone}>{badge}</Badge>
        <p className="mt-2 text-sm text-slate-700">{text}</p>
      </div>
      {login.state === 'connecting' && login.qr && !login.pairingCode && (
        <img
          src={login.qr}
          alt="QR login WhatsApp"
          width={220}
          height={220}
          className="size-56 shrink-0 rounded-lg bg-white p-2 ring-1 ring-slate-200"
        />
      )}
    </div>
  );
}

/** The bot's WhatsApp login, as the bot last published it; read every 5 s while the tab is open. */
export function WhatsAppLoginCard({ query }: { query: UseQueryResult<WhatsAppLogin> }) {
  return (
    <QuerySection id="whatsapp-login-title" title="Login WhatsApp" query={query} failed="Gagal memuat status WhatsApp">
      {(login) => <WhatsAppLoginStatus login={login} />}
    </QuerySection>
  );
}
