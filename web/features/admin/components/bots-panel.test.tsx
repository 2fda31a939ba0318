import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FailedJob, SendQueueSummary, WhatsAppLogin } from '../../../../core/admin/send-queues.ts';
import { botsKeys } from '../api/bots-keys.ts';
import { BotsPanel } from './bots-panel.tsx';
import { whatsAppLoginText, WhatsAppLoginStatus } from './whatsapp-login-card.tsx';
import { visibleText as text } from '../../../test/html.ts';
import { renderInApp } from '../../../test/render.tsx';

// The 'Bot & Antrean' tab (docs/product.md#admin-bots) rendered with what its queries would have
// answered already in the cache; nothing is fetched.

const counts = { waiting: 0, active: 0, delayed: 0, failed: 0, completed: 0 };
const queues: SendQueueSummary[] = [
  { name: 'events', counts: { ...counts, completed: 12 }, paused: false, rateLimitedMs: 0 },
  { name: 'email', counts: { ...counts, waiting: 3, failed: 2 }, paused: false, rateLimitedMs: 0 },
  { name: 'telegram', counts, paused: false, rateLimitedMs: 4_200 },
  { name: 'whatsapp', counts, paused: true, rateLimitedMs: 0 },
];

function render({ login, queues, failed }: { login?: WhatsAppLogin; queues?: SendQueueSummary[]; failed?: FailedJob[] }) {
  const cache = [
    ...(login ? [{ key: botsKeys.whatsapp(), data: login }] : []),
    ...(queues ? [{ key: botsKeys.sendQueues(), data: queues }] : []),
    ...(failed ? [{ key: botsKeys.failedJobs('email'), data: failed }] : []),
  ];
  return renderInApp(<BotsPanel />, { cache });
}

describe("the 'Bot & Antrean' tab", () => {
  it("says 'Memuat data...' while nothing has loaded", () => {
    expect(text(render({})).match(/Memuat data\.\.\./g)).toHaveLength(3);
  });

  it('shows the counts per queue with Indonesian columns, a paused and a rate-limited queue, and an empty failed list', () => {
    const html = render({ login: { enabled: true, state: 'open' }, queues, failed: [] });
    const visible = text(html);
    expect(visible).toContain('Antrean Menunggu Berjalan Ditunda Gagal Selesai Keadaan');
    expect(visible).toContain('Email 3 0 0 2 0 Normal');
    expect(visible).toContain('Telegram 0 0 0 0 0 Dibatasi 5 dtk');
    expect(visible).toContain('WhatsApp 0 0 0 0 0 Dijeda');
    expect(visible).toContain('Tidak ada job gagal');
    expect(visible).toContain('Terhubung');
  });

  it("lists a failed job with its event, channel, safe reason and 'Ulangi'", () => {
    const job: FailedJob = {
      id: 'delivery-7f0c8f6e-7a35-4c57-9a51-8d3c2f1b9e10',
      name: 'email',
      attemptsMade: 1,
      failedAt: '2026-11-24T03:00:00.000Z',
      reason: 'UnrecoverableError: SMTP send failed (EMESSAGE 550)',
      eventType: 'booking.created',
      channel: 'email',
      deliveryStatus: 'failed',
    };
    const visible = text(render({ login: { enabled: true, state: 'open' }, queues, failed: [job] }));
    expect(visible).toContain('booking.created · Email');
    expect(visible).toContain('UnrecoverableError: SMTP send failed (EMESSAGE 550)');
    expect(visible).toContain('Gagal pada 24 November 2026, 10:00');
    expect(visible).toContain('Status pengiriman Gagal');
    expect(visible).toContain('Ulangi');
  });
});

describe('the WhatsApp login, in every state', () => {
  it.each([
    [{ enabled: true, state: 'open' }, 'Terhubung'],
    [
      { enabled: true, state: 'connecting', qr: 'data:image/svg+xml;base64,PHN2Zy8+' },
      'Menunggu login — pindai QR ini di WhatsApp (Perangkat tertaut → Tautkan perangkat)',
    ],
    [{ enabled: true, state: 'connecting', pairingCode: 'ABCD2345' }, 'Masukkan kode pairing ini di WhatsApp: ABCD-2345'],
    [{ enabled: true, state: 'closed' }, 'Terputus, menyambung ulang…'],
    [{ enabled: true, state: 'logged-out' }, 'Keluar dari WhatsApp — login lama dihapus, QR atau kode pairing baru segera muncul di sini'],
    [
      { enabled: true, state: 'outdated' },
      'Versi WhatsApp Web kedaluwarsa — WhatsApp menolak versi bot. Isi WHATSAPP_WEB_VERSION dengan versi terbaru atau perbarui Baileys, lalu jalankan ulang bot.',
    ],
    [
      { enabled: true, state: 'replaced' },
      'Sesi diambil alih perangkat atau proses lain yang memakai login ini — bot mencoba lagi dalam beberapa menit. Pastikan hanya satu bot yang berjalan.',
    ],
    [{ enabled: true, state: 'suspended' }, 'Nomor diblokir sementara oleh WhatsApp — bot tidak mengirim apa pun dan mencoba lagi nanti.'],
    [
      { enabled: true, state: 'banned' },
      'Nomor ditolak WhatsApp (diblokir atau perangkat utama hilang) — bot berhenti. Periksa nomor di ponsel, lalu jalankan ulang bot.',
    ],
    [{ enabled: true, state: 'stopped' }, 'Bot WhatsApp berhenti: login memakai nomor lain dari WHATSAPP_NUMBER. Lihat log bot.'],
    [{ enabled: false, state: 'not-running' }, 'WhatsApp tidak aktif (WHATSAPP_ENABLED mati)'],
    [{ enabled: true, state: 'not-running' }, 'Bot tidak berjalan'],
  ] as [WhatsAppLogin, string][])('%o → %s', (login, expected) => {
    expect(whatsAppLoginText(login).text).toBe(expected);
  });

  it('draws the QR only while waiting for a scan', () => {
    const qr = 'data:image/svg+xml;base64,PHN2Zy8+';
    expect(renderToStaticMarkup(<WhatsAppLoginStatus login={{ enabled: true, state: 'connecting', qr }} />)).toContain(
      `<img src="${qr}" alt="QR login WhatsApp"`,
    );
    expect(renderToStaticMarkup(<WhatsAppLoginStatus login={{ enabled: true, state: 'open' }} />)).not.toContain('<img');
  });
});
