import type { AccountChat, ChatChannel, LinkCodeView } from '../../../core/chat-links/chat-links.ts';

/** A code on screen, and the channel's link as it was when the code was made. */
export type PendingCode = { view: LinkCodeView; linkedBefore: string | null };

export const pendingCode = (view: LinkCodeView, link: AccountChat | null): PendingCode => ({ view, linkedBefore: link?.linkedAt ?? null });

/** The bot used the code: the channel now has a link made after the code (a relink gets a new time). */
export const codeWasUsed = (pending: PendingCode, link: AccountChat | null): boolean =>
  link !== null && link.linkedAt !== pending.linkedBefore;

/** '29:05': minutes and seconds left. */
export const formatCountdown = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** What the user types in WhatsApp (and what 'Salin' copies). */
export const whatsappMessage = (code: string) => `LINK ${code}`;

export const connectLabel = (channel: ChatChannel, linked: boolean): string =>
  linked ? 'Hubungkan Ulang' : channel === 'telegram' ? 'Hubungkan Telegram' : 'Hubungkan WhatsApp';
