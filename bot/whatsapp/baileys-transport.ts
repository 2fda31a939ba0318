import { Browsers, isJidBroadcast, isJidGroup, isJidNewsletter, makeWASocket } from '@whiskeysockets/baileys';
import { usePostgresAuthState } from '../../infra/whatsapp/postgres-auth-state.ts';
import type { WhatsAppTransport } from '../../infra/whatsapp/socket.ts';
import { createMediaDownload } from './media-download.ts';

// The real WhatsApp (decision 014): Baileys' socket, its media download, and the login in Postgres.

export const baileysTransport: WhatsAppTransport = {
  // The version comes from bot/whatsapp/web-version.ts (WHATSAPP_WEB_VERSION, WhatsApp's current, or the pinned one).
  makeSocket: ({ auth, logger, version }) => {
    const socket = makeWASocket({
      version,
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
