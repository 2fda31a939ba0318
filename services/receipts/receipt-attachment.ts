import { receiptFilename } from '../../core/receipts/receipt.ts';
import type { Db } from '../../infra/db.ts';
import type { MailAttachment } from '../../infra/mail.ts';
import { loadTransaction } from '../transactions/transaction-record.ts';
import { isNumbered, receiptData } from './receipt-data.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/** The receipt PDF an email names, made now; none for a transaction without a number. */
export async function receiptAttachment(db: Db, transactionId: string): Promise<MailAttachment | null> {
  const row = await loadTransaction(db, transactionId);
  if (!isNumbered(row)) return null;
  const content = await renderReceiptPdf(await receiptData(db, row));
  return { filename: receiptFilename(row.receipt_number), contentType: 'application/pdf', content };
}
