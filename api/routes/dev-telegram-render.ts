import type { BotMessage, ChatEntry } from '../../infra/telegram-emulator/index.ts';

// HTML of /dev/telegram, rendered on the server like the dev mailbox: every value the bot or a
// user sent is escaped, formatting comes only from Telegram entities, and links only from http(s)
// URLs. The page's script swaps the transcript fragment in as it changes.

export type Persona = { chatId: number; label: string; hint?: string };

type Entity = { type: string; offset: number; length: number; url?: string };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

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

const time = (at: number) => new Date(at).toLocaleTimeString('id-ID', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit', second: '2-digit' });
const fileUrl = (fileId: string) => `/api/dev/telegram/files/${encodeURIComponent(fileId)}`;

function renderKeyboard(message: BotMessage): string {
  if (!message.replyMarkup) return '';
  const rows = message.replyMarkup.inline_keyboard.map((row) => {
    const buttons = row.map((button) => {
      const url = safeUrl(button.url);
      if (url) return `<a class="button" href="${escapeHtml(url)}" rel="noreferrer" target="_blank">${escapeHtml(button.text)} ↗</a>`;
      if (button.callback_data === undefined) return `<span class="button">${escapeHtml(button.text)}</span>`;
      return `<button type="button" data-message="${message.messageId}" data-data="${escapeHtml(button.callback_data)}">${escapeHtml(button.text)}</button>`;
    });
    return `<div class="row">${buttons.join('')}</div>`;
  });
  return `<div class="keyboard">${rows.join('')}</div>`;
}

function renderEntry(entry: ChatEntry): string {
  if (entry.from === 'notice') return `<p class="notice">${escapeHtml(entry.text)}</p>`;
  if (entry.from === 'user') {
    if (entry.pressed !== undefined) return `<p class="notice">Menekan tombol “${escapeHtml(entry.pressed)}” · ${time(entry.sentAt)}</p>`;
    const media = entry.photoFileId
      ? `<img src="${fileUrl(entry.photoFileId)}" alt="Foto yang dikirim">`
      : entry.documentFileId
        ? `<a href="${fileUrl(entry.documentFileId)}">📎 ${escapeHtml(entry.fileName ?? 'berkas')}</a>`
        : '';
    const body = escapeHtml(entry.text ?? entry.caption ?? '');
    return `<div class="bubble user">${media}<div class="text">${body}</div><span class="meta">${time(entry.sentAt)}</span></div>`;
  }
  const media = entry.photoFileId
    ? `<img src="${fileUrl(entry.photoFileId)}" alt="Foto dari bot">`
    : entry.documentFileId
      ? `<a href="${fileUrl(entry.documentFileId)}">📎 Berkas dari bot</a>`
      : '';
  const body = renderFormatted(entry.text ?? entry.caption ?? '', entry.entities);
  const edited = entry.editedAt ? ' · diedit' : '';
  return `<div class="bubble bot" id="m${entry.messageId}">${media}<div class="text">${body}</div>${renderKeyboard(entry)}<span class="meta">${time(entry.sentAt)}${edited}</span></div>`;
}

export function renderTranscript(entries: ChatEntry[]): string {
  if (!entries.length) return '<p class="empty">Belum ada pesan. Ketik /start untuk memulai.</p>';
  return entries.map(renderEntry).join('\n');
}

export function renderSidebar(personas: Persona[], current: number, newUserId: number): string {
  const items = personas.map(
    (persona) =>
      `<li><a href="/dev/telegram?chat=${persona.chatId}"${persona.chatId === current ? ' aria-current="page"' : ''}>${escapeHtml(persona.label)}</a>${persona.hint ? `<small>${escapeHtml(persona.hint)}</small>` : ''}</li>`,
  );
  return `<ul>${items.join('')}</ul><p><a href="/dev/telegram?chat=${newUserId}">+ Pengguna baru</a></p>`;
}

export function renderPage(options: { title: string; botUsername: string; sidebar: string; persona: Persona; transcript: string }): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(options.title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1f2937; display: grid; grid-template-columns: 18rem 1fr; min-height: 100vh; }
  h1 { font-size: 1.2rem; margin: 0 0 .5rem; }
  nav { border-right: 1px solid #e5e7eb; padding: 1rem; background: #f9fafb; }
  nav ul { list-style: none; padding: 0; margin: 0; }
  nav li { margin: 0 0 .75rem; }
  nav small { display: block; color: #6b7280; font-size: .75rem; }
  nav a[aria-current] { font-weight: 700; }
  main { display: flex; flex-direction: column; height: 100vh; }
  header { padding: .75rem 1rem; border-bottom: 1px solid #e5e7eb; }
  header p { margin: .25rem 0 0; color: #6b7280; font-size: .875rem; }
  #transcript { flex: 1; overflow-y: auto; padding: 1rem; background: #e7ebf0; }
  .bubble { max-width: 34rem; border-radius: .75rem; padding: .5rem .75rem; margin: .5rem 0; background: #fff; box-shadow: 0 1px 1px rgba(0,0,0,.08); }
  .bubble.user { margin-left: auto; background: #dcf8c6; }
  .bubble img { max-width: 100%; border-radius: .5rem; display: block; }
  .text { white-space: pre-wrap; word-break: break-word; }
  .meta { display: block; text-align: right; color: #6b7280; font-size: .7rem; }
  .keyboard .row { display: flex; gap: .25rem; margin-top: .25rem; }
  .keyboard button, .keyboard .button { flex: 1; padding: .4rem; border: 0; border-radius: .4rem; background: #eef3f8; color: #2563eb; font: inherit; text-align: center; cursor: pointer; text-decoration: none; }
  .notice, .empty { text-align: center; color: #6b7280; font-size: .8rem; }
  .spoiler { background: #9ca3af; }
  pre.code { background: #f3f4f6; padding: .5rem; overflow-x: auto; }
  form { display: flex; gap: .5rem; padding: .75rem 1rem; border-top: 1px solid #e5e7eb; align-items: center; }
  form input[type=text] { flex: 1; padding: .5rem; font: inherit; }
  .nowrap { white-space: nowrap; }
  #status { min-height: 1.2rem; padding: 0 1rem; color: #b45309; font-size: .875rem; }
</style>
</head>
<body data-chat="${options.persona.chatId}">
<nav>
<h1>Telegram Pengembangan</h1>
<p><small>Bot @${escapeHtml(options.botUsername)} (emulator). Chat tersimpan di memori proses: hilang saat server berhenti.</small></p>
${options.sidebar}
</nav>
<main>
<header>
<strong>${escapeHtml(options.persona.label)}</strong>
<p>Menghubungkan akun: masuk sebagai akun itu, buka Akun → Hubungkan Telegram, lalu tempel tautan t.me-nya di kotak pesan.</p>
</header>
<div id="transcript" aria-live="polite">${options.transcript}</div>
<div id="status" role="status"></div>
<form id="composer">
<input type="text" name="text" autocomplete="off" placeholder="Ketik pesan, /perintah, atau tempel tautan t.me…" aria-label="Pesan">
<button type="submit">Kirim</button>
<label>Foto/berkas: <input type="file" name="file" accept="image/jpeg,image/png,image/webp,application/pdf"></label>
<label class="nowrap"><input type="checkbox" name="asDocument"> sebagai berkas</label>
</form>
</main>
<script src="/dev/telegram/app.js"></script>
</body>
</html>`;
}
