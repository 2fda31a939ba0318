import { pairCallback } from '../../core/chat/customer-callbacks.ts';
import { attendanceCallback, proposalCallback, rescheduleCallback } from '../../core/chat/lesson-callbacks.ts';
import type { NotificationAction, NotificationContent, NotificationLink } from '../../core/notifications/content.ts';
import { linkLine } from '../../core/notifications/content.ts';

// The Telegram renderer: HTML parse mode (the title's <b> is the only tag; every value escaped),
// the title as a bold first line, and the content's actions and link as inline buttons.

export type InlineButton = { text: string; callback_data: string } | { text: string; url: string };

export type TelegramMessage = {
  text: string;
  parse_mode: 'HTML';
  reply_markup?: { inline_keyboard: InlineButton[][] };
  /** Telegram would unfurl the first link into a preview card; the buttons already say where it goes. */
  link_preview_options: { is_disabled: true };
};

/** Telegram's limit on a message's text, counted after the HTML is parsed (docs: sendMessage). */
export const TELEGRAM_TEXT_MAX = 4096;

/** Telegram refuses callback data over 64 bytes. */
const CALLBACK_DATA_MAX_BYTES = 64;

/** In HTML parse mode Telegram needs exactly these three escaped in text. */
export const escapeTelegramHtml = (value: string): string =>
  value.replace(/[&<>]/g, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : '&gt;'));

/** Contract 3 of issue 11: `j:<requestId>`, the bot's join handler parses it. */
export const joinCallbackData = (requestId: string): string => `j:${requestId}`;

/** `w:<transactionId>`: the bot's payout feature asks to confirm a withdrawal of that class. */
export const payoutCallbackData = (transactionId: string): string => `w:${transactionId}`;

/**
 * Telegram accepts a URL button only for a public https address: http, localhost or a bare IP
 * makes the whole sendMessage fail with 400. Such a link stays in the text, where it is plain text.
 */
export function isButtonUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname;
  return parsed.protocol === 'https:' && host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[') && host !== 'localhost';
}

function callbackData(action: NotificationAction): string {
  switch (action.kind) {
    case 'join_request':
      return joinCallbackData(action.requestId);
    case 'request_payout':
      return payoutCallbackData(action.transactionId);
    case 'choose_tutor':
      return pairCallback('ch', action);
    case 'answer_proposal':
      return proposalCallback(action.transactionId, action.accept);
    case 'answer_reschedule':
      return rescheduleCallback(action.sessionId, action.accept);
    case 'answer_attendance':
      return attendanceCallback(action.sessionId, action.answer);
  }
}

function actionButton(action: NotificationAction): InlineButton {
  const data = callbackData(action);
  if (Buffer.byteLength(data) > CALLBACK_DATA_MAX_BYTES)
    throw new Error(`callback data of ${action.kind} is longer than ${CALLBACK_DATA_MAX_BYTES} bytes`);
  return { text: action.label, callback_data: data };
}

/** What an action answers: the answers to one question (Ya / Tidak / Ada masalah) share a row. */
function questionOf(action: NotificationAction): string | null {
  if (action.kind === 'answer_proposal') return `${action.kind}:${action.transactionId}`;
  if (action.kind === 'answer_reschedule' || action.kind === 'answer_attendance') return `${action.kind}:${action.sessionId}`;
  return null;
}

function actionRows(actions: NotificationAction[]): InlineButton[][] {
  const rows: InlineButton[][] = [];
  actions.forEach((action, index) => {
    const question = questionOf(action);
    const previous = actions[index - 1];
    if (question !== null && previous && questionOf(previous) === question) rows.at(-1)!.push(actionButton(action));
    else rows.push([actionButton(action)]);
  });
  return rows;
}

/**
 * The link becomes a URL button when Telegram takes one and no action already carries its label
 * (the web's join beside the chat's join would be two buttons saying the same thing).
 */
function linkButton(content: NotificationContent): NotificationLink | undefined {
  const { link } = content;
  if (!link || !isButtonUrl(link.url)) return undefined;
  return content.actions?.some((action) => action.label === link.label) ? undefined : link;
}

/** Past Telegram's limit the longest line is cut (a 2 000-character note is the only long part there is). */
function fitted(lines: string[], fixedLength: number): string[] {
  const total = fixedLength + lines.reduce((sum, line) => sum + line.length + 1, 0);
  if (total <= TELEGRAM_TEXT_MAX) return lines;
  const longest = lines.reduce((best, line, index) => (line.length > (lines[best]?.length ?? 0) ? index : best), 0);
  const keep = Math.max(0, (lines[longest]?.length ?? 0) - (total - TELEGRAM_TEXT_MAX) - 1);
  return lines.map((line, index) => (index === longest ? `${line.slice(0, keep)}…` : line));
}

/**
 * `lines` are complete on their own; the rich body exists for account mail, which never goes to a
 * chat (services/notifications/plan.ts#channelsFor).
 */
export function renderTelegram(content: NotificationContent): TelegramMessage {
  const link = linkButton(content);
  // The line that spells out a link now on a button would say it twice.
  const lines = link ? content.lines.filter((line) => line !== linkLine(link)) : [...content.lines];
  while (lines.at(-1) === '') lines.pop();
  const greeting = `Halo ${content.greetingName},`;
  const body = fitted(lines, content.title.length + greeting.length + 4).map(escapeTelegramHtml);
  const text = [`<b>${escapeTelegramHtml(content.title)}</b>`, '', escapeTelegramHtml(greeting), '', ...body].join('\n');
  const keyboard: InlineButton[][] = [...actionRows(content.actions ?? []), ...(link ? [[{ text: link.label, url: link.url }]] : [])];
  return {
    text,
    parse_mode: 'HTML',
    ...(keyboard.length ? { reply_markup: { inline_keyboard: keyboard } } : {}),
    link_preview_options: { is_disabled: true },
  };
}
