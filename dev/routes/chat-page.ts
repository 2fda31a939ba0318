import { escapeHtml } from '../../core/text/escape-html.ts';

// The page shell of the development chats, /dev/telegram and /dev/whatsapp: rendered on the server
// like the dev mailbox, every value escaped; each channel renders its own transcript fragment,
// which the shared script (chat-client.ts) swaps in as it changes.

export type Persona = { chatId: string; label: string; hint?: string };

/** A message's time as the chats show it, in Jakarta time. */
export const chatTime = (at: number): string =>
  new Date(at).toLocaleTimeString('id-ID', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** Only images are shown inline; anything else downloads, and nothing is sniffed into HTML. */
export function serveChatFile(
  ctx: { set: (name: string, value: string) => void; type: string; attachment: (name: string) => void; body: unknown },
  file: { bytes: Buffer; mime: string; fileName?: string },
): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.type = file.mime.startsWith('image/') ? file.mime : 'application/octet-stream';
  if (!file.mime.startsWith('image/')) ctx.attachment(file.fileName ?? 'berkas');
  ctx.body = file.bytes;
}

export const DEV_CHAT_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'self' data:; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'";

export function renderChatSidebar(personas: Persona[], current: string, newUserId: string, pagePath: string): string {
  const items = personas.map(
    (persona) =>
      `<li><a href="${pagePath}?chat=${escapeHtml(persona.chatId)}"${persona.chatId === current ? ' aria-current="page"' : ''}>${escapeHtml(persona.label)}</a>${persona.hint ? `<small>${escapeHtml(persona.hint)}</small>` : ''}</li>`,
  );
  return `<ul>${items.join('')}</ul><p><a href="${pagePath}?chat=${escapeHtml(newUserId)}">+ Pengguna baru</a></p>`;
}

export type ChatPageOptions = {
  channel: 'telegram' | 'whatsapp';
  title: string;
  heading: string;
  /** Under the heading: who the bot is, and where the chats live. */
  note: string;
  /** Over the transcript: how to link this persona's account. */
  howToLink: string;
  placeholder: string;
  /** The 'as a file' switch (Telegram sends a photo either way). */
  documentSwitch: boolean;
  sidebar: string;
  persona: Persona;
  transcript: string;
};

export function renderChatPage(options: ChatPageOptions): string {
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
<body data-channel="${options.channel}" data-chat="${escapeHtml(options.persona.chatId)}">
<nav>
<h1>${escapeHtml(options.heading)}</h1>
<p><small>${escapeHtml(options.note)}</small></p>
${options.sidebar}
</nav>
<main>
<header>
<strong>${escapeHtml(options.persona.label)}</strong>
<p>${escapeHtml(options.howToLink)}</p>
</header>
<div id="transcript" aria-live="polite">${options.transcript}</div>
<div id="status" role="status"></div>
<form id="composer">
<input type="text" name="text" autocomplete="off" placeholder="${escapeHtml(options.placeholder)}" aria-label="Pesan">
<button type="submit">Kirim</button>
<label>Foto/berkas: <input type="file" name="file" accept="image/jpeg,image/png,image/webp,application/pdf"></label>
${options.documentSwitch ? '<label class="nowrap"><input type="checkbox" name="asDocument"> sebagai berkas</label>' : '<input type="checkbox" name="asDocument" hidden>'}
</form>
</main>
<script src="/dev/${options.channel}/app.js"></script>
</body>
</html>`;
}
