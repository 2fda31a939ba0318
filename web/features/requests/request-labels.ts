import { formatRelativeTime, UNKNOWN_TIME } from '../../../core/format/relative-time.ts';
import { REQUEST_MESSAGES } from '../../../core/requests/messages.ts';

// What the request cards say (docs/product.md#request-join, #request-cancel), kept out of the
// components so the texts are checked without a browser.

/** The original's words for a request whose creation time is missing. */
export const UNKNOWN_DATE = 'Unknown date';

export function createdLabel(createdAt: string | null | undefined, now: Date): string {
  const label = formatRelativeTime(createdAt, now);
  return label === UNKNOWN_TIME ? UNKNOWN_DATE : label;
}

export const studentsLabel = (count: number) => `${count} orang`;
export const hoursLabel = (hours: number) => `${hours} jam`;

/** 'n tutor tertarik', and 'penuh' once the cap is met (docs/product.md#request-join). */
export function participantsLabel({ participantCount, full }: { participantCount: number; full: boolean }): string {
  return `${participantCount} tutor tertarik${full ? ` · ${REQUEST_MESSAGES.fullLabel}` : ''}`;
}

export type JoinButtonState = { text: string; disabled: boolean };

/**
 * 'Saya Tertarik Mengajar' while the tutor may join, 'Memproses...' while the call runs,
 * 'Sudah Bergabung' once joined; disabled unless the server says the tutor can join.
 */
export function joinButtonState({ joined, pending, canJoin }: { joined: boolean; pending: boolean; canJoin: boolean }): JoinButtonState {
  if (joined) return { text: 'Sudah Bergabung', disabled: true };
  if (pending) return { text: 'Memproses...', disabled: true };
  return { text: 'Saya Tertarik Mengajar', disabled: !canJoin };
}
