import type { MailMessage } from '../../infra/mail.ts';
import type { NotificationContent, RichBlock } from '../../core/notifications/content.ts';
import { escapeHtml } from '../../core/text/escape-html.ts';

// The email renderer: subject from the title, a plain text body always, and an HTML twin when the
// content has a rich body. Every value is escaped in the HTML.

const SIGNATURE = ['', 'Salam,', 'Tim Ajarin'];

function richBlock(block: RichBlock): string {
  switch (block.kind) {
    case 'text':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(block.code)}</p>`;
    case 'button':
      return `<p><a href="${escapeHtml(block.link.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(block.link.label)}</a></p>`;
    case 'link':
      return `<p>${escapeHtml(block.lead)} <a href="${escapeHtml(block.url)}">${escapeHtml(block.url)}</a></p>`;
  }
}

function html(content: NotificationContent, rich: RichBlock[]): string {
  const paragraphs = [`<p>Halo ${escapeHtml(content.greetingName)},</p>`, ...rich.map(richBlock), '<p>Salam,<br>Tim Ajarin</p>'];
  return `<!doctype html><html lang="id"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">${paragraphs.join('')}</body></html>`;
}

// Said in the body so that a reader whose client hides attachments knows to look for it.
const ATTACHED = {
  receipt: 'Kwitansi pembayaran terlampir (PDF).',
  session_calendar: 'File kalender sesi terlampir (.ics): buka untuk menambahkannya ke kalender Anda.',
} as const;

/** The text, subject and HTML; the files named in `attachments` are made by the email sender. */
export function renderEmail(content: NotificationContent, to: string): MailMessage {
  // Once per kind: a confirmation of three sessions carries three calendar files and one sentence.
  const attached = [...new Set((content.attachments ?? []).map((attachment) => ATTACHED[attachment.kind]))];
  const text = [`Halo ${content.greetingName},`, '', ...content.lines, ...(attached.length ? ['', ...attached] : []), ...SIGNATURE].join(
    '\n',
  );
  return { to, subject: content.title, text, ...(content.rich ? { html: html(content, content.rich) } : {}) };
}
