import type { AuthenticationCreds, AuthenticationState, makeEventBuffer, WAMessage, WAVersion } from '@whiskeysockets/baileys';
import type { Db } from '../db.ts';
import type { AuthProtection, BaileysLogger, PostgresAuthState } from './postgres-auth-state.ts';

// The parts of a Baileys socket the bot uses (docs/architecture.md#whatsapp), so the same bot runs
// on Baileys in production and on the development emulator (dev/whatsapp-emulator/) or a
// test's fake, which build theirs on Baileys' own event buffer.

/** Baileys' event emitter with `process`, the one dispatcher the bot installs on each socket. */
export type WhatsAppEvents = ReturnType<typeof makeEventBuffer>;
export type WhatsAppEventBatch = Parameters<Parameters<WhatsAppEvents['process']>[0]>[0];

export type WhatsAppSocket = {
  ev: WhatsAppEvents;
  sendMessage: (jid: string, content: { text: string }) => Promise<unknown>;
  requestPairingCode: (phoneNumber: string) => Promise<string>;
  /** Asks the sender's phone to upload a media message again when its link expired. */
  updateMediaMessage: (message: WAMessage) => Promise<WAMessage>;
  /** The phone-number jid WhatsApp gave for a LID (Baileys keeps the pairs it learns); null when unknown. */
  phoneJidOfLid: (lidJid: string) => Promise<string | null>;
  end: (error: Error | undefined) => void;
};

/** `version`: the WhatsApp Web version to announce (WhatsApp closes with 405 when it retired it). */
export type MakeSocket = (options: { auth: AuthenticationState; logger: BaileysLogger; version: WAVersion }) => WhatsAppSocket;

/** A media message's bytes as they arrive; stop reading to stop the download. */
export type MediaDownload = (message: WAMessage) => Promise<AsyncIterable<Uint8Array>>;

/** The login a socket runs on: creds and keys, and how they are saved and forgotten. */
export type WhatsAppAuth = PostgresAuthState;

/** What the bot's WhatsApp channel runs on: Baileys and Postgres, or the development emulator. */
export type WhatsAppTransport = {
  makeSocket: MakeSocket;
  download: (socket: WhatsAppSocket, logger: BaileysLogger) => MediaDownload;
  /** Throws WhatsAppAuthKeyError when the stored login does not open with `protection.key`. */
  loadAuth: (db: Db, logger: BaileysLogger, protection?: AuthProtection) => Promise<WhatsAppAuth>;
};

/**
 * Our jid when the creds hold a completed login: `me` with the `account` WhatsApp signed at
 * pair-success, which every login path passes (lib/Socket/socket.js → configureSuccessfulPairing).
 * `registered` says nothing here: a QR login leaves it false (only the pairing-code notification
 * sets it), and asking for a pairing code writes `me` long before any login.
 */
export function loggedInJid(creds: AuthenticationCreds): string | undefined {
  return creds.me?.id && creds.account ? creds.me.id : undefined;
}
