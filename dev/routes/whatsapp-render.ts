import type { WhatsAppEntry } from '../whatsapp-emulator/index.ts';
import { escapeHtml } from '../../core/text/escape-html.ts';
import { chatTime, renderChatPage, renderChatSidebar, type Persona } from './chat-page.ts';

// HTML of /dev/whatsapp in the shared page shell (chat-page.ts): every value the bot or a user
// sent is escaped; the only formatting is WhatsApp's own, *bold*, and http(s) links.

const fileUrl = (fileId: string) => `/api/dev/whatsapp/files/${encodeURIComponent(fileId)}`;

/** WhatsApp's *bold* and its plain links, on text escaped first: nothing a user typed becomes markup. */
export function renderWhatsAppText(text: string): string {
  return escapeHtml(text)
    .replace(/\*([^*\n]+)\*/g, '<b>$1</b>')
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" rel="noreferrer" target="_blank">${url}</a>`);
}

function renderEntry(entry: WhatsAppEntry): string {
  if (entry.from === 'notice') return `<p class="notice">${escapeHtml(entry.text)}</p>`;
  if (entry.from === 'bot')
    return `<div class="bubble bot"><div class="text">${renderWhatsAppText(entry.text)}</div><span class="meta">${chatTime(entry.sentAt)}</span></div>`;
  const media = !entry.file
    ? ''
    : entry.file.kind === 'image'
      ? `<img src="${fileUrl(entry.file.id)}" alt="Foto yang dikirim">`
      : `<a href="${fileUrl(entry.file.id)}">📎 ${escapeHtml(entry.file.fileName ?? 'berkas')}</a>`;
  const waiting = entry.held ? ' · menunggu bot tersambung' : '';
  return `<div class="bubble user">${media}<div class="text">${escapeHtml(entry.text)}</div><span class="meta">${chatTime(entry.sentAt)}${waiting}</span></div>`;
}

export function renderTranscript(entries: WhatsAppEntry[]): string {
  if (!entries.length) return '<p class="empty">Belum ada pesan. Kirim BANTUAN untuk memulai.</p>';
  return entries.map(renderEntry).join('\n');
}

export function renderPage(options: {
  title: string;
  botNumber: string;
  personas: Persona[];
  newUserId: string;
  persona: Persona;
  transcript: string;
}): string {
  return renderChatPage({
    channel: 'whatsapp',
    title: options.title,
    heading: 'WhatsApp Pengembangan',
    note: `Bot +${options.botNumber} (emulator, bot asli di balik soket tiruan). Chat tersimpan di memori proses: hilang saat server berhenti.`,
    howToLink:
      'Menghubungkan akun: masuk sebagai akun itu, buka Akun → Hubungkan WhatsApp, lalu kirim LINK <kode> di sini (atau tempel tautan wa.me-nya).',
    placeholder: 'Ketik pesan (BANTUAN, IKUT <kode>, BUKTI…) atau tempel tautan wa.me…',
    documentSwitch: true,
    sidebar: renderChatSidebar(options.personas, options.persona.chatId, options.newUserId, '/dev/whatsapp'),
    persona: options.persona,
    transcript: options.transcript,
  });
}
