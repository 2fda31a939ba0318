import { chooseReplyLine } from '../../core/chat/customer-whatsapp-texts.ts';
import { attendanceReplyLine, proposalReplyLine, rescheduleReplyLine } from '../../core/chat/lesson-chat-texts.ts';
import { payoutReplyLine } from '../../core/chat/tutor-chat-texts.ts';
import { joinReplyLine } from '../../core/chat/whatsapp-texts.ts';
import type { NotificationAction, NotificationContent } from '../../core/notifications/content.ts';

// The WhatsApp renderer (docs/product.md#chat-whatsapp): plain text, the title in WhatsApp's *bold*,
// the greeting and the plain lines (rich bodies are for email), and each action as the keyword to
// reply with, since a bot on WhatsApp Web has no buttons.

/** WhatsApp reads *…* as bold: a title keeps to one line, without the asterisks that would end it. */
const boldLine = (text: string) => `*${text.replace(/[*\s]+/g, ' ').trim()}*`;

function replyLine(action: NotificationAction): string {
  switch (action.kind) {
    case 'join_request':
      return joinReplyLine(action.requestId);
    case 'request_payout':
      return payoutReplyLine(action.transactionId);
    case 'choose_tutor':
      return chooseReplyLine(action);
    case 'answer_proposal':
      return proposalReplyLine(action.label, action.transactionId, action.accept);
    case 'answer_reschedule':
      return rescheduleReplyLine(action.label, action.sessionId, action.accept);
    case 'answer_attendance':
      return attendanceReplyLine(action.label, action.sessionId, action.answer);
  }
}

export function renderWhatsApp(content: NotificationContent): string {
  const actions = (content.actions ?? []).map(replyLine);
  return [
    boldLine(content.title),
    '',
    `Halo ${content.greetingName},`,
    '',
    ...content.lines,
    ...(actions.length ? ['', ...actions] : []),
  ].join('\n');
}
