import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Db } from './db.ts';
import type { Logger } from './logger.ts';

/** A file sent with an email (a receipt PDF, a session's .ics): a plain one-line name, its type, its bytes. */
const mailAttachmentSchema = z
  .object({
    filename: z.string().regex(/^[\w.-]{1,100}$/, 'a plain file name'),
    contentType: z.enum(['application/pdf', 'text/calendar']),
    content: z.instanceof(Buffer).refine((bytes) => bytes.length > 0 && bytes.length <= 2 * 1024 * 1024, 'at most 2 MB'),
  })
  .strict();

export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/** One email as the email renderer writes it (services/notifications/render-email.ts). */
export const mailMessageSchema = z
  .object({
    to: z.email().max(254),
    // A header: one line.
    subject: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .regex(/^[^\r\n]*$/, 'must be one line'),
    text: z.string().min(1).max(100_000),
    html: z.string().min(1).max(200_000).optional(),
    attachments: z.array(mailAttachmentSchema).max(5).optional(),
  })
  .strict();

export type MailMessage = z.infer<typeof mailMessageSchema>;

export type MailMeta = { outboxId?: number };

export type Mailer = {
  transport: 'smtp' | 'dev-mailbox';
  send: (message: MailMessage, meta?: MailMeta) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A failed SMTP send, described without the server's text (it often quotes the recipient).
 * `permanent` is true for a 5xx answer: retrying the same message will not help.
 */
export class MailSendError extends Error {
  readonly permanent: boolean;
  readonly code: string | undefined;
  readonly responseCode: number | undefined;

  constructor(cause: unknown) {
    const details = (typeof cause === 'object' && cause !== null ? cause : {}) as {
      code?: unknown;
      responseCode?: unknown;
      permanent?: unknown;
    };
    const code = typeof details.code === 'string' ? details.code : undefined;
    const responseCode = typeof details.responseCode === 'number' ? details.responseCode : undefined;
    super(`SMTP send failed (${[code ?? 'unknown', responseCode].filter(Boolean).join(' ')})`);
    this.name = 'MailSendError';
    this.code = code;
    this.responseCode = responseCode;
    this.permanent = details.permanent === true || (responseCode !== undefined && responseCode >= 500);
  }
}

/**
 * With `smtpUrl`: a pooled SMTP transport. Without: every message is kept in `dev_mailbox`
 * (development and tests), readable at /dev/mailbox.
 */
export function createMailer(options: { smtpUrl?: string; from: string; db: Db; logger: Logger }): Mailer {
  const { db, logger, from } = options;
  if (!options.smtpUrl) {
    return {
      transport: 'dev-mailbox',
      send: async (message, meta) => {
        const valid = mailMessageSchema.parse(message);
        const row = await db.transaction(async (trx) => {
          const [mail] = await trx('dev_mailbox')
            .insert({
              to_address: valid.to,
              subject: valid.subject,
              text_body: valid.text,
              html_body: valid.html ?? null,
              outbox_id: meta?.outboxId ?? null,
            })
            .returning<{ id: number }[]>('id');
          for (const file of valid.attachments ?? [])
            await trx('dev_mailbox_attachments').insert({
              mail_id: mail?.id,
              filename: file.filename,
              content_type: file.contentType,
              content: file.content,
            });
          return mail;
        });
        logger.debug({ devMailId: row?.id, outboxId: meta?.outboxId }, 'mail kept in the dev mailbox');
      },
      close: async () => {},
    };
  }

  const transporter = nodemailer.createTransport(
    {
      url: options.smtpUrl,
      pool: true,
      maxConnections: 5,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from },
  );
  return {
    transport: 'smtp',
    send: async (message, meta) => {
      const valid = mailMessageSchema.parse(message);
      try {
        await transporter.sendMail({
          to: valid.to,
          subject: valid.subject,
          text: valid.text,
          ...(valid.html ? { html: valid.html } : {}),
          ...(valid.attachments ? { attachments: valid.attachments } : {}),
        });
      } catch (error) {
        throw new MailSendError(error);
      }
      logger.debug({ outboxId: meta?.outboxId }, 'mail sent');
    },
    close: async () => {
      transporter.close();
    },
  };
}
