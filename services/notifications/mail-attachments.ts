import type { NotificationAttachment } from '../../core/notifications/content.ts';
import type { Db } from '../../infra/db.ts';
import type { MailAttachment } from '../../infra/mail.ts';
import { sessionCalendarAttachment } from '../lessons/session-calendar.ts';
import { receiptAttachment } from '../receipts/receipt-attachment.ts';

/** The files an email names, made now; one whose subject has since changed (no receipt number, a session no longer confirmed) is left out. */
export async function mailAttachments(db: Db, attachments: NotificationAttachment[] | undefined): Promise<MailAttachment[]> {
  const files: MailAttachment[] = [];
  for (const attachment of attachments ?? []) {
    const file =
      attachment.kind === 'receipt'
        ? await receiptAttachment(db, attachment.transactionId)
        : await sessionCalendarAttachment(db, attachment.sessionId);
    if (file) files.push(file);
  }
  return files;
}
