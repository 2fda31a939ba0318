import type Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { text } from '../../core/validation/text.ts';
import type { Db } from '../../infra/db.ts';
import {
  getDevMail,
  getDevMailAttachment,
  listDevMail,
  listDevMailAttachments,
  type DevMail,
  type DevMailAttachment,
} from './mailbox-reads.ts';
import { createDevRouter } from './dev-router.ts';
import { escapeHtml } from '../../core/text/escape-html.ts';

// The mail the app would have sent, when no SMTP server is configured. Mounted outside production
// only (dev-routers.ts), and to loopback clients only: it shows every OTP and recovery link. The
// JSON list is how e2e tests read confirmation links.

const TITLE = 'Kotak Surat Pengembangan';
const NOT_FOUND = 'Email tidak ditemukan.';

const idSchema = text()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);
const listQuerySchema = z.object({
  to: z.email().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

// Email bodies are untrusted text: nothing on these pages may run or load from elsewhere. The
// HTML body is shown in a sandboxed srcdoc frame, which inherits this policy.
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: https: http:; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function createDevMailboxRouter(deps: { db: Db }): Router {
  const router = createDevRouter();

  router.get('/dev/mailbox', async (ctx) => {
    const query = listQuerySchema.safeParse(ctx.query);
    const mails = await listDevMail(deps.db, query.success ? query.data : { limit: 50 });
    sendPage(ctx, 200, TITLE, mails.length ? mails.map(renderSummary).join('\n') : '<p class="empty">Belum ada email.</p>');
  });

  router.get('/dev/mailbox/:id', async (ctx) => {
    const id = idSchema.safeParse(ctx.params.id);
    const mail = id.success ? await getDevMail(deps.db, id.data) : undefined;
    if (!mail) {
      sendPage(ctx, 404, TITLE, `<p class="empty">${NOT_FOUND}</p><p><a href="/dev/mailbox">Kembali ke kotak surat</a></p>`);
      return;
    }
    sendPage(ctx, 200, `${mail.subject} · ${TITLE}`, renderDetail(mail, await listDevMailAttachments(deps.db, mail.id)));
  });

  // A kept attachment, downloaded as it was sent; the sandbox policy keeps a PDF from running anything.
  router.get('/dev/mailbox/:id/attachments/:attachmentId', async (ctx) => {
    const id = idSchema.safeParse(ctx.params.id);
    const attachmentId = idSchema.safeParse(ctx.params.attachmentId);
    const file = id.success && attachmentId.success ? await getDevMailAttachment(deps.db, id.data, attachmentId.data) : undefined;
    if (!file) {
      sendPage(ctx, 404, TITLE, `<p class="empty">${NOT_FOUND}</p>`);
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', "sandbox; default-src 'none'");
    ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
    ctx.type = file.contentType;
    ctx.body = file.content;
  });

  router.get('/api/dev/mailbox', async (ctx) => {
    const query = listQuerySchema.safeParse(ctx.query);
    ctx.set('Cache-Control', 'no-store');
    if (!query.success) {
      ctx.status = 400;
      ctx.body = {
        error: { code: 'VALIDATION', message: 'Parameter tidak valid.', details: { field: query.error.issues[0]?.path.join('.') } },
      };
      return;
    }
    const mails = await listDevMail(deps.db, query.data);
    ctx.body = mails.map((mail) => ({
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      createdAt: mail.createdAt.toISOString(),
    }));
  });

  router.get('/api/dev/mailbox/:id', async (ctx) => {
    const id = idSchema.safeParse(ctx.params.id);
    const mail = id.success ? await getDevMail(deps.db, id.data) : undefined;
    ctx.set('Cache-Control', 'no-store');
    if (!mail) {
      ctx.status = 404;
      ctx.body = { error: { code: 'NOT_FOUND', message: NOT_FOUND } };
      return;
    }
    ctx.body = {
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      createdAt: mail.createdAt.toISOString(),
      attachments: await listDevMailAttachments(deps.db, mail.id),
    };
  });

  return router;
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// Sentence punctuation right after a link is not part of it.
const TRAILING = /[.,;:!?)\]]+$/;

/** Escapes the text and turns every http(s) URL in it into a link (no other scheme can sneak in). */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}" rel="noreferrer">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

const formatTime = (date: Date) => date.toLocaleString('id-ID', { timeZone: 'Asia/Jakarta', dateStyle: 'medium', timeStyle: 'medium' });

function renderSummary(mail: DevMail): string {
  return `<article>
  <h2><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></h2>
  <p class="meta">Kepada <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(formatTime(mail.createdAt))}</p>
  <pre>${linkify(mail.text)}</pre>
</article>`;
}

function renderAttachments(mail: DevMail, files: DevMailAttachment[]): string {
  if (!files.length) return '';
  const items = files.map(
    (file) =>
      `<li><a href="/dev/mailbox/${mail.id}/attachments/${file.id}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)}, ${file.size} bytes)</li>`,
  );
  return `<h3>Lampiran</h3><ul>${items.join('')}</ul>`;
}

function renderDetail(mail: DevMail, files: DevMailAttachment[]): string {
  const html = mail.html ? `<h3>Versi HTML</h3><iframe sandbox title="Versi HTML" srcdoc="${escapeHtml(mail.html)}"></iframe>` : '';
  return `<p><a href="/dev/mailbox">← Kembali ke kotak surat</a></p>
<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">Kepada <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(formatTime(mail.createdAt))}</p>
  <pre>${linkify(mail.text)}</pre>
  ${renderAttachments(mail, files)}
  ${html}
</article>`;
}

function sendPage(ctx: Context, status: number, title: string, body: string): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', PAGE_CSP);
  ctx.body = `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
  article { border: 1px solid #e5e7eb; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { color: #6b7280; font-size: .875rem; margin: 0 0 .75rem; }
  .empty { color: #6b7280; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
  iframe { width: 100%; min-height: 24rem; border: 1px solid #e5e7eb; border-radius: .5rem; }
</style>
</head>
<body>
<h1>${TITLE}</h1>
${body}
</body>
</html>`;
}
