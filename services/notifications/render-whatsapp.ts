import { chooseReplyLine } from '../../core/chat/customer-whatsapp-texts.ts';
import { payoutReplyLine } from '../../core/chat/tutor-chat-texts.ts';
import { joinReplyLine } from '../../core/chat/whatsapp-texts.ts';
import type { NotificationContent } from '../../core/notifications/content.ts';

// The WhatsApp renderer (docs/product.md#chat-whatsapp): plain text, the title in WhatsApp's *bold*,
// the greeting and the plain lines (rich bodies are for email), and each action as the keyword to
// reply with, since a bot on WhatsApp Web has no buttons.

/** WhatsApp reads *…* as bold: a title keeps to one line, without the asterisks that would end it. */
const boldLine = (text: string) => `*${text.replace(/[*\s]+/g, ' ').trim()}*`;

export function renderWhatsApp(content: NotificationContent): string {
  const actions = (content.actions ?? []).map((action) =>
    action.kind === 'join_request'
      ? joinReplyLine(action.requestId)
      : action.kind === 'request_payout'
        ? payoutReplyLine(action.transactionId)
        : chooseReplyLine(action),
  );
  return [
    boldLine(content.title),
    '',
    `Halo ${content.greetingName},`,
    '',
    ...content.lines,
    ...(actions.length ? ['', ...actions] : []),
  ].join('\n');
}
