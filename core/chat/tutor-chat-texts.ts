import { shortCode } from '../whatsapp/short-codes.ts';

// What the bots say to tutors about requests, balance, payouts and availability
// (docs/product.md#chat-commands), in both channels.

export const PAYOUT_ACTION_LABEL = 'Ajukan Pencairan';

/** The keyword a WhatsApp message offers in place of the 'Ajukan Pencairan' button. */
export function payoutReplyLine(transactionId: string): string {
  return `Balas: CAIR ${shortCode(transactionId)}`;
}
