import { Browsers, isJidBroadcast, isJidGroup, isJidNewsletter, makeWASocket, type WAVersion } from '@whiskeysockets/baileys';
import { usePostgresAuthState } from '../../infra/whatsapp/postgres-auth-state.ts';
import type { WhatsAppTransport } from '../../infra/whatsapp/socket.ts';
import { createMediaDownload } from './media-download.ts';

// The real WhatsApp (decision 014): Baileys' socket, its media download, and the login in Postgres.

/**
 * The WhatsApp Web version we announce. Pinned to the default of Baileys 7.0.0-rc14 instead of
 * fetchLatestBaileysVersion(): that asks GitHub at every start, and the bot must start without
 * internet access beyond WhatsApp itself. Raise it with Baileys.
 */
export const WHATSAPP_WEB_VERSION: WAVersion = [2, 3000, 1043857760];

export const baileysTransport: WhatsAppTransport = {
  makeSocket: ({ auth, logger }) => {
    const socket = makeWASocket({
      version: WHATSAPP_WEB_VERSION,
      auth,
      logger,
      printQRInTerminal: false,
      browser: Browsers.ubuntu('Chrome'),
      // A notification bot needs neither old chats nor to look online (the phone keeps its alerts).
      // Baileys' default history sync stays: it brings the phone-number ↔ LID mappings.
      syncFullHistory: false,
      markOnlineOnConnect: false,
      // Groups, broadcasts and channels are never ours to answer: not even decrypted.
      shouldIgnoreJid: (jid) => Boolean(isJidGroup(jid) || isJidBroadcast(jid) || isJidNewsletter(jid)),
    });
    return {
      ev: socket.ev,
      sendMessage: (jid, content) => socket.sendMessage(jid, content),
      requestPairingCode: (phoneNumber) => socket.requestPairingCode(phoneNumber),
      updateMediaMessage: (message) => socket.updateMediaMessage(message),
      phoneJidOfLid: (lidJid) => socket.signalRepository.lidMapping.getPNForLID(lidJid),
      end: (error) => socket.end(error),
    };
  },
  download: (socket, logger) => createMediaDownload({ reupload: socket.updateMediaMessage, logger }),
  loadAuth: (db, logger, protection) => usePostgresAuthState(db, { ...protection, logger }),
};
