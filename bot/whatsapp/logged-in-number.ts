import { jidDecode } from '@whiskeysockets/baileys';
import { IdentityMismatchError, maskedNumber } from '../../infra/bot-identity.ts';
import type { Logger } from '../../infra/logger.ts';
import type { BaileysLogger } from '../../infra/whatsapp/postgres-auth-state.ts';
import { loggedInJid, type WhatsAppAuth } from '../../infra/whatsapp/socket.ts';

// Who the WhatsApp login is (docs/architecture.md#bot-identity), and the logger Baileys gets.

/** The digits of a jid's user ('6281…:12@s.whatsapp.net' → '6281…'). */
const numberOfJid = (jid: string): string | undefined => jidDecode(jid)?.user;

/** The number the stored login belongs to; undefined before a login completed. */
export function loggedInNumber(auth: WhatsAppAuth): string | undefined {
  const jid = loggedInJid(auth.state.creds);
  return jid ? numberOfJid(jid) : undefined;
}

/** Throws when the login belongs to another number than WHATSAPP_NUMBER. */
export function checkLoggedInNumber(auth: WhatsAppAuth, expected: string | undefined): void {
  const actual = loggedInNumber(auth);
  if (!expected || !actual || actual === expected) return;
  throw new IdentityMismatchError(
    `WhatsApp is logged in as the number ending ${maskedNumber(actual)}, but WHATSAPP_NUMBER ends ${maskedNumber(expected)}. ` +
      'Refusing to start: /akun would tell users to send their link codes to the wrong number. ' +
      'Correct WHATSAPP_NUMBER, or unlink this device on the phone and log in with the right one.',
  );
}

/**
 * Baileys logs jids (phone numbers) at debug level: it gets warnings and errors only, whatever
 * LOG_LEVEL says.
 */
export function baileysLogger(logger: Logger): BaileysLogger {
  const level = logger.levelVal < logger.levels.values.warn! ? 'warn' : logger.level;
  return logger.child({ component: 'baileys' }, { level }) as unknown as BaileysLogger;
}
