import type { BotMessage, ChatEntry } from '../telegram-emulator/index.ts';
import { escapeHtml } from '../../core/text/escape-html.ts';
import { chatTime, renderChatPage, renderChatSidebar } from './chat-page.ts';

// HTML of /dev/telegram in the shared page shell (chat-page.ts): every value the bot or a user
// sent is escaped, formatting comes only from Telegram entities, and links only from http(s) URLs.

export type Persona = { chatId: number; label: string; hint?: string };

type Entity = { type: string; offset: number; length: number; url?: string };

const safeUrl = (url: string | undefined): string | undefined => (url && /^https?:\/\/[^\s]+$/i.test(url) ? url : undefined);

const TAGS: Record<string, [string, string]> = {
  bold: ['<b>', '</b>'],
  italic: ['<i>', '</i>'],
  underline: ['<u>', '</u>'],
  strikethrough: ['<s>', '</s>'],
  code: ['<code>', '</code>'],
  pre: ['<pre class="code">', '</pre>'],
  spoiler: ['<span class="spoiler">', '</span>'],
  blockquote: ['<blockquote>', '</blockquote>'],
  expandable_blockquote: ['<blockquote>', '</blockquote>'],
};

function tagsOf(entity: Entity): [string, string] | undefined {
  if (entity.type === 'text_link' || entity.type === 'url') {
    const url = safeUrl(entity.type === 'url' ? undefined : entity.url);
    return url ? [`<a href="${escapeHtml(url)}" rel="noreferrer" target="_blank">`, '</a>'] : undefined;
  }
  return TAGS[entity.type];
}

/** Text with its entities as nested tags (Telegram's entities nest, never overlap). */
export function renderFormatted(text: string, entities: unknown[] | undefined): string {
  const list = ((entities ?? []) as Entity[])
    .filter((entity) => Number.isInteger(entity.offset) && Number.isInteger(entity.length) && entity.length > 0)
    .sort((a, b) => a.offset - b.offset || b.length - a.length);
  let html = '';
  let position = 0;
  const open: { end: number; close: string }[] = [];
  const advanceTo = (target: number) => {
    while (position < target) {
      const nextClose = open.length ? Math.min(...open.map((o) => o.end)) : Number.POSITIVE_INFINITY;
      const stop = Math.min(target, nextClose);
      html += escapeHtml(text.slice(position, stop));
      position = stop;
      while (open.length && (open.at(-1) as { end: number }).end <= position) html += (open.pop() as { close: string }).close;
    }
  };
  for (const entity of list) {
    advanceTo(entity.offset);
    const tags = tagsOf(entity);
    if (!tags) continue;
    html += tags[0];
    open.push({ end: entity.offset + entity.length, close: tags[1] });
  }
  advanceTo(text.length);
  while (open.length) html += (open.pop() as { close: string }).close;
  return html;
}

const fileUrl = (fileId: string) => `/api/dev/telegram/files/${encodeURIComponent(fileId)}`;

/** How a web_app button opens: the app's URL with initData signed for this chat's user. */
export type WebAppLink = (url: string) => string;

function renderKeyboard(message: BotMessage, webAppLink?: WebAppLink): string {
  if (!message.replyMarkup) return '';
  const rows = message.replyMarkup.inline_keyboard.map((row) => {
    const buttons = row.map((button) => {
      const url = safeUrl(button.url ?? (button.web_app && webAppLink?.(button.web_app.url)));
      if (url) return `<a class="button" href="${escapeHtml(url)}" rel="noreferrer" target="_blank">${escapeHtml(button.text)} ↗</a>`;
      if (button.callback_data === undefined) return `<span class="button">${escapeHtml(button.text)}</span>`;
      return `<button type="button" data-message="${message.messageId}" data-data="${escapeHtml(button.callback_data)}">${escapeHtml(button.text)}</button>`;
    });
    return `<div class="row">${buttons.join('')}</div>`;
  });
  return `<div class="keyboard">${rows.join('')}</div>`;
}

function renderEntry(entry: ChatEntry, webAppLink?: WebAppLink): string {
  if (entry.from === 'notice') return `<p class="notice">${escapeHtml(entry.text)}</p>`;
  if (entry.from === 'user') {
    if (entry.pressed !== undefined)
      return `<p class="notice">Menekan tombol “${escapeHtml(entry.pressed)}” · ${chatTime(entry.sentAt)}</p>`;
    const media = entry.photoFileId
      ? `<img src="${fileUrl(entry.photoFileId)}" alt="Foto yang dikirim">`
      : entry.documentFileId
        ? `<a href="${fileUrl(entry.documentFileId)}">📎 ${escapeHtml(entry.fileName ?? 'berkas')}</a>`
        : '';
    const body = escapeHtml(entry.text ?? entry.caption ?? '');
    return `<div class="bubble user">${media}<div class="text">${body}</div><span class="meta">${chatTime(entry.sentAt)}</span></div>`;
  }
  const media = entry.photoFileId
    ? `<img src="${fileUrl(entry.photoFileId)}" alt="Foto dari bot">`
    : entry.documentFileId
      ? `<a href="${fileUrl(entry.documentFileId)}">📎 Berkas dari bot</a>`
      : '';
  const body = renderFormatted(entry.text ?? entry.caption ?? '', entry.entities);
  const edited = entry.editedAt ? ' · diedit' : '';
  return `<div class="bubble bot" id="m${entry.messageId}">${media}<div class="text">${body}</div>${renderKeyboard(entry, webAppLink)}<span class="meta">${chatTime(entry.sentAt)}${edited}</span></div>`;
}

export function renderTranscript(entries: ChatEntry[], webAppLink?: WebAppLink): string {
  if (!entries.length) return '<p class="empty">Belum ada pesan. Ketik /start untuk memulai.</p>';
  return entries.map((entry) => renderEntry(entry, webAppLink)).join('\n');
}

/** The Telegram personas in the shared sidebar (their chat ids are Telegram's numbers). */
export function renderSidebar(personas: Persona[], current: number, newUserId: number): string {
  return renderChatSidebar(
    personas.map((persona) => ({ ...persona, chatId: String(persona.chatId) })),
    String(current),
    String(newUserId),
    '/dev/telegram',
  );
}

export function renderPage(options: { title: string; botUsername: string; sidebar: string; persona: Persona; transcript: string }): string {
  return renderChatPage({
    channel: 'telegram',
    title: options.title,
    heading: 'Telegram Pengembangan',
    note: `Bot @${options.botUsername} (emulator). Chat tersimpan di memori proses: hilang saat server berhenti.`,
    howToLink: 'Menghubungkan akun: masuk sebagai akun itu, buka Akun → Hubungkan Telegram, lalu tempel tautan t.me-nya di kotak pesan.',
    placeholder: 'Ketik pesan, /perintah, atau tempel tautan t.me…',
    documentSwitch: true,
    sidebar: options.sidebar,
    persona: { ...options.persona, chatId: String(options.persona.chatId) },
    transcript: options.transcript,
  });
}
