import type { Db } from '../../infra/db.ts';

// The dev mailbox's reads: the mail the jobs kept in `dev_mailbox` instead of sending it, without
// an SMTP server (infra/mail.ts writes it).

export type DevMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  outboxId: number | null;
  createdAt: Date;
};

type DevMailRow = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  outbox_id: number | null;
  created_at: Date;
};

const toDevMail = (row: DevMailRow): DevMail => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  outboxId: row.outbox_id,
  createdAt: row.created_at,
});

/** Newest first; `to` matches the address case-insensitively. */
export async function listDevMail(db: Db, options: { limit: number; to?: string }): Promise<DevMail[]> {
  const query = db('dev_mailbox').select<DevMailRow[]>('*').orderBy('id', 'desc').limit(options.limit);
  if (options.to) query.whereRaw('lower(to_address) = lower(?)', [options.to]);
  return (await query).map(toDevMail);
}

export async function getDevMail(db: Db, id: number): Promise<DevMail | undefined> {
  const row = await db('dev_mailbox').where({ id }).first<DevMailRow | undefined>();
  return row ? toDevMail(row) : undefined;
}

export type DevMailAttachment = { id: number; filename: string; contentType: string; size: number };

/** The files a kept mail carried (a receipt PDF), without their bytes. */
export async function listDevMailAttachments(db: Db, mailId: number): Promise<DevMailAttachment[]> {
  const rows = await db('dev_mailbox_attachments')
    .where({ mail_id: mailId })
    .orderBy('id')
    .select<{ id: number; filename: string; content_type: string; size: number }[]>(
      'id',
      'filename',
      'content_type',
      db.raw('octet_length(content)::int as size'),
    );
  return rows.map((row) => ({ id: Number(row.id), filename: row.filename, contentType: row.content_type, size: row.size }));
}

export async function getDevMailAttachment(
  db: Db,
  mailId: number,
  id: number,
): Promise<{ filename: string; contentType: string; content: Buffer } | undefined> {
  const row = await db('dev_mailbox_attachments')
    .where({ mail_id: mailId, id })
    .first<{ filename: string; content_type: string; content: Buffer } | undefined>('filename', 'content_type', 'content');
  return row ? { filename: row.filename, contentType: row.content_type, content: row.content } : undefined;
}
