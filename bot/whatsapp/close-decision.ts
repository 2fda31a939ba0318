import { DisconnectReason } from '@whiskeysockets/baileys';

// What the bot does when WhatsApp closes its socket (docs/architecture.md#whatsapp, decision 037).
// Baileys closes with a Boom whose status code is WhatsApp's reason: a stream error's code, or the
// `reason` of a login failure (lib/Socket/socket.js, 'CB:failure'), whose codes Baileys does not
// name: 402 a temporary ban, 405 a retired client version, 406 a ban.

export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
/** Another client took the session over (440): wait minutes, so a fight for it is slow and visible. */
export const REPLACED_DELAYS_MS = [5 * 60_000, 10 * 60_000, 30 * 60_000] as const;
/** A temporary ban (402) without its end: try again after an hour. */
export const SUSPENDED_DELAY_MS = 60 * 60_000;
const MAX_SUSPENDED_DELAY_MS = 24 * 60 * 60_000;

export const TEMPORARILY_BANNED = 402;
export const CLIENT_OUTDATED = 405;
export const BANNED = 406;

export type CloseDecision =
  | { action: 'reconnect'; delayMs: number }
  /** The phone unlinked this device: the stored login is worthless; clear it, and a new QR follows. */
  | { action: 'new-login' }
  /** WhatsApp refuses this version of WhatsApp Web: only another version helps. */
  | { action: 'outdated' }
  /** Reconnecting soon would not help: wait this long, showing why. */
  | { action: 'hold-off'; state: 'replaced' | 'suspended'; delayMs: number }
  /** WhatsApp refuses the number (banned, or its phone is gone): every retry makes it worse. */
  | { action: 'stop'; state: 'banned' };

/** The status code of a Baileys Boom (or undefined for anything else). */
export function statusCodeOf(error: unknown): number | undefined {
  const code = (error as { output?: { statusCode?: unknown } } | undefined)?.output?.statusCode;
  return typeof code === 'number' ? code : undefined;
}

/** A temporary ban's end, when WhatsApp gave one (the failure's `expire` attribute, in seconds). */
function banSeconds(error: unknown): number | undefined {
  const expire = Number((error as { data?: { expire?: unknown } } | undefined)?.data?.expire);
  return Number.isFinite(expire) && expire > 0 ? expire : undefined;
}

/**
 * What to do after the socket closed with `error`, after `attempt` closes in a row without an open.
 * 515 follows a fresh login (QR or pairing code) and asks for an immediate reconnect with the new
 * creds; 408 also ends a login whose QR or pairing code expired.
 */
export function closeDecision(error: unknown, attempt = 0): CloseDecision {
  const statusCode = statusCodeOf(error);
  const nth = <T>(delays: readonly T[]) => delays[Math.min(attempt, delays.length - 1)]!;
  switch (statusCode) {
    case DisconnectReason.loggedOut:
      return { action: 'new-login' };
    case CLIENT_OUTDATED:
      return { action: 'outdated' };
    case DisconnectReason.connectionReplaced:
      return { action: 'hold-off', state: 'replaced', delayMs: nth(REPLACED_DELAYS_MS) };
    case TEMPORARILY_BANNED: {
      const seconds = banSeconds(error);
      return {
        action: 'hold-off',
        state: 'suspended',
        delayMs: seconds ? Math.min(seconds * 1_000, MAX_SUSPENDED_DELAY_MS) : SUSPENDED_DELAY_MS,
      };
    }
    case DisconnectReason.forbidden:
    case BANNED:
      return { action: 'stop', state: 'banned' };
    case DisconnectReason.restartRequired:
      return { action: 'reconnect', delayMs: 0 };
    default:
      return { action: 'reconnect', delayMs: nth(RECONNECT_DELAYS_MS) };
  }
}
