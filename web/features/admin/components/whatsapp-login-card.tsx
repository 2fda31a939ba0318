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
      return { badge: 'Keluar', tone: 'danger', text: 'Keluar dari WhatsApp — jalankan ulang bot lalu tautkan lagi' };
    case 'stopped':
      return {
        badge: 'Berhenti',
        tone: 'danger',
        text: 'Bot WhatsApp berhenti: sesi diambil alih perangkat lain atau nomor ditolak WhatsApp. Lihat log bot.',
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
