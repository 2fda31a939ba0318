import { AppError } from '../../core/errors.ts';
import { receiptFilename } from '../../core/receipts/receipt.ts';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import type { Db } from '../../infra/db.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import { loadTransaction, notFound } from '../transactions/transaction-record.ts';
import { isNumbered, receiptData } from './receipt-data.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

export type ReceiptFile = { bytes: Buffer; filename: string };

/**
 * The receipt PDF, for the transaction's customer only: anyone else (the tutor, an admin, another
 * customer) gets the same 404 as an unknown id, so a receipt's existence says nothing to them.
 * Before the payment is verified there is no receipt yet.
 */
export async function getReceipt(deps: { db: Db }, viewer: Actor, transactionId: string): Promise<ReceiptFile> {
  const row = await loadTransaction(deps.db, transactionId);
  if (viewer.role !== 'customer' || row.customer_id !== viewer.id) throw notFound();
  if (!isNumbered(row)) throw new AppError('NOT_FOUND', M.receiptNotYet);
  const bytes = await renderReceiptPdf(await receiptData(deps.db, row));
  return { bytes, filename: receiptFilename(row.receipt_number) };
}
