import { shortCode } from '../../../core/whatsapp/short-codes.ts';
import {
  balanceMessage,
  bankAccountMissingText,
  CHAT_WITHDRAWABLE_MAX,
  payoutConfirmText,
  WHATSAPP_TUTOR_TEXTS as W,
} from '../../../core/chat/tutor-chat-texts.ts';
import { TRANSACTION_MESSAGES as TM } from '../../../core/transactions/messages.ts';
import type { Db } from '../../../infra/db.ts';
import { listWithdrawable } from '../../../services/payouts/list-withdrawable.ts';
import { previewPayout } from '../../../services/payouts/preview-payout.ts';
import { requestPayout } from '../../../services/payouts/request-payout.ts';
import { getTutorTransaction } from '../../../services/transactions/get-tutor-transaction.ts';
import { listTutorTransactions } from '../../../services/transactions/list-tutor-transactions.ts';
import { findTutorTransactionByCode } from '../../../services/whatsapp/find-by-short-code.ts';
import { say, type WhatsAppFeature } from '../context.ts';
import { actorOf, chatKeywordOf, isTutor, tutorsOnly } from '../menu-keywords.ts';

// `SALDO` and `CAIR <kode>` (docs/product.md#chat-commands): the summary cards of 'Transaksi Tutor',
// the classes ready to withdraw by number, a confirmation with the amount, fee and account on
// file, and on YA the web's payout request. Refusals (already asked, not ready) are the use case's
// AppErrors, answered by the boundary.

type BalanceDeps = { db: Db; payoutAdminFee: number; appUrl: string };

export function balanceFeature(deps: BalanceDeps): WhatsAppFeature {
  const balance: WhatsAppFeature = async (ctx) => {
    if (!chatKeywordOf(ctx, 'balance')) return null;
    if (!isTutor(ctx)) return tutorsOnly();
    const tutor = actorOf(ctx);
    const [{ summary }, ready] = await Promise.all([
      listTutorTransactions(deps, tutor, { source: 'all' }),
      listWithdrawable(deps, tutor, CHAT_WITHDRAWABLE_MAX),
    ]);
    return {
      text: balanceMessage(summary, ready),
      choices: Object.fromEntries(ready.map((item, index) => [String(index + 1), `CAIR ${shortCode(item.id)}`])),
    };
  };

  const payout: WhatsAppFeature = async (ctx) => {
    const keyword = chatKeywordOf(ctx, 'payout');
    if (!keyword) return null;
    if (!isTutor(ctx)) return tutorsOnly();
    if (!keyword.code) return say(W.payoutUsage);
    const tutor = actorOf(ctx);
    // Only the tutor's own classes are looked up: another tutor's code is simply not found.
    const match = await findTutorTransactionByCode(deps.db, tutor.id, keyword.code);
    if (match.kind !== 'found') return say(W.payoutUnknownCode);
    if (keyword.confirmed) return say((await requestPayout(deps, tutor, match.id)).message);
    const preview = await previewPayout(deps, tutor, match.id);
    if (!preview.bankAccount) return say(bankAccountMissingText(TM.bankAccountRequired, deps.appUrl));
    const transaction = await getTutorTransaction(deps, tutor, match.id);
    return {
      text: `${payoutConfirmText(transaction, { ...preview, bankAccount: preview.bankAccount })}\n\n${W.confirmPayout}`,
      choices: { YA: `CAIR ${shortCode(match.id)} YA` },
    };
  };

  return async (ctx) => (await balance(ctx)) ?? payout(ctx);
}
