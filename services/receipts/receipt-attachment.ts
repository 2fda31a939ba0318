import { receiptFilename } from '../../core/receipts/receipt.ts';
import type { NotificationAttachment } from '../../core/notifications/content.ts';
import type { Db } from '../../infra/db.ts';
import type { MailAttachment } from '../../infra/mail.ts';
import { loadTransaction } from '../transactions/transaction-record.ts';
import { isNumbered, receiptData } from './receipt-data.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/** The files an email names, made now; a receipt of a transaction without a number is left out. */
export async function mailAttachments(db: Db, attachments: NotificationAttachment[] | undefined): Promise<MailAttachment[]> {
  const files: MailAttachment[] = [];
  for (const attachment of attachments ?? []) {
    const row = await loadTransaction(db, attachment.transactionId);
    if (!isNumbered(row)) continue;
    const content = await renderReceiptPdf(await receiptData(db, row));
    files.push({ filename: receiptFilename(row.receipt_number), contentType: 'application/pdf', content });
  }
  return files;
}
