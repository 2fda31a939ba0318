import type { Actor } from '../../core/accounts/actor.ts';
import { CLASS_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../../core/transactions/labels.ts';
import { customerActions } from '../../core/transactions/transaction-machine.ts';
import type { ClassStatus, PaymentStatus } from '../../core/transactions/statuses.ts';
import type { Db } from '../../infra/db.ts';
import { getCustomerTransaction } from './get-customer-transaction.ts';
import { listCustomerTransactions } from './list-customer-transactions.ts';

/** A chat shows five transactions at a time ('Berikutnya' for more). */
export const CHAT_PAGE_SIZE = 5;

/** A transaction as a chat lists it: the web's status words and the two things a chat can do next. */
export type ChatTransaction = {
  id: string;
  tutorName: string;
  subjects: string[];
  totalPrice: number;
  status: string;
  canUploadProof: boolean;
  canMarkDone: boolean;
};

/** 'Belum Dibayar · Sedang Berlangsung': the two badges of the web's transaction card, in their words. */
export const statusWords = (payment: PaymentStatus, klass: ClassStatus): string =>
  `${PAYMENT_STATUS_LABELS[payment]} · ${CLASS_STATUS_LABELS[klass]}`;

const toChat = (item: {
  id: string;
  tutorName: string;
  subjects: string[];
  totalPrice: number;
  paymentStatus: PaymentStatus;
  classStatus: ClassStatus;
}): ChatTransaction => {
  const actions = customerActions({ payment: item.paymentStatus, class: item.classStatus });
  return {
    id: item.id,
    tutorName: item.tutorName,
    subjects: item.subjects,
    totalPrice: item.totalPrice,
    status: statusWords(item.paymentStatus, item.classStatus),
    canUploadProof: actions.canUploadProof,
    canMarkDone: actions.canMarkDone,
  };
};

/** /transaksi, TRANSAKSI: the customer's own transactions, newest first, after `cursor` (the last id shown). */
export async function listChatTransactions(
  deps: { db: Db },
  customer: Actor,
  cursor?: string,
): Promise<{ items: ChatTransaction[]; nextCursor: string | null }> {
  const page = await listCustomerTransactions(deps, customer, cursor, CHAT_PAGE_SIZE);
  return { items: page.transactions.map(toChat), nextCursor: page.nextCursor };
}

/** One of the customer's own transactions as it stands now (403/404 for any other id), for a button's re-check. */
export async function getChatTransaction(deps: { db: Db }, customer: Actor, id: string): Promise<ChatTransaction> {
  return toChat(await getCustomerTransaction(deps, customer, id));
}
