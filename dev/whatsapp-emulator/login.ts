import { randomBytes, randomInt } from 'node:crypto';
import { bytesToCrockford, createSignalIdentity, initAuthCreds, proto, type AuthenticationCreds } from '@whiskeysockets/baileys';
import type { WhatsAppEvents } from '../../infra/whatsapp/socket.ts';

// A WhatsApp login as Baileys 7.0.0-rc14 goes through it, in its own shapes, for the emulator and
// the tests' fake sockets (decision 037). Whatever the path, WhatsApp's pair-success ends it:
// configureSuccessfulPairing (lib/Utils/validate-connection.js) turns it into a creds update of
// `account`, `me`, `signalIdentities` and `platform`, and WhatsApp then closes the stream with 515
// (restart required); the next socket logs in with those creds and opens. A QR scan leaves
// `registered` false; only a typed pairing code sets it (lib/Socket/messages-recv.js,
// link_code_companion_reg), before pair-success.

/** The error Baileys throws and closes with: a Boom whose output carries the status code. */
export function boom(statusCode: number, message: string, data?: object): Error {
  return Object.assign(new Error(message), {
    isBoom: true,
    output: { statusCode, payload: { statusCode, error: message, message } },
    ...(data ? { data } : {}),
  });
}

/** The close that follows every pair-success (lib/Utils/generics.js, getErrorCodeFromStreamError). */
export const restartRequired = () => boom(515, 'Stream Errored (restart required)');

/** A fresh LID, as WhatsApp gives one with the device at pair-success. */
const newLid = () => String(100_000_000_000_000 + randomInt(1_000_000_000));

/** What configureSuccessfulPairing makes of a pair-success for `number`'s phone, device `device`. */
export function pairSuccessUpdate(
  creds: AuthenticationCreds,
  number: string,
  device = 12,
): Pick<AuthenticationCreds, 'account' | 'me' | 'signalIdentities' | 'platform'> {
  const lid = `${newLid()}:${device}@lid`;
  const accountSignatureKey = randomBytes(32);
  const account = proto.ADVSignedDeviceIdentity.fromObject({
    details: randomBytes(48),
    accountSignatureKey,
    accountSignature: randomBytes(64),
    deviceSignature: randomBytes(64),
  });
  return {
    account,
    me: { id: `${number}:${device}@s.whatsapp.net`, lid },
    signalIdentities: [...(creds.signalIdentities ?? []), createSignalIdentity(lid, accountSignatureKey)],
    platform: 'android',
  };
}

/** Creds of a completed login, as a bot that logged in earlier finds them in its store. */
export function loggedInCreds(number: string, device = 12): AuthenticationCreds {
  const creds = initAuthCreds();
  return { ...creds, ...pairSuccessUpdate(creds, number, device) };
}

/**
 * What makeWASocket sets up on its own events (lib/Socket/socket.js): every creds update is
 * merged into the creds it was given, and 'connecting' comes on the next tick.
 */
export function likeBaileysSocket(ev: WhatsAppEvents, creds: AuthenticationCreds): void {
  ev.on('creds.update', (update) => Object.assign(creds, update));
  process.nextTick(() => ev.emit('connection.update', { connection: 'connecting', receivedPendingNotifications: false, qr: undefined }));
}

/** requestPairingCode: the code and the number go into the creds, which Baileys then says changed. */
export function requestPairingCode(ev: WhatsAppEvents, creds: AuthenticationCreds, phoneNumber: string, code: string): string {
  creds.pairingCode = code;
  creds.me = { id: `${phoneNumber}@s.whatsapp.net`, name: '~' };
  ev.emit('creds.update', creds);
  return code;
}

/** The phone typed the pairing code: Baileys finishes the companion registration and marks the creds registered. */
export function pairingCodeEntered(ev: WhatsAppEvents, creds: AuthenticationCreds): void {
  creds.registered = true;
  ev.emit('creds.update', creds);
}

/** WhatsApp's pair-success: the login's creds, a new login said, then (by the caller) the close with 515. */
export function pairSuccess(ev: WhatsAppEvents, creds: AuthenticationCreds, number: string): void {
  ev.emit('creds.update', pairSuccessUpdate(creds, number));
  ev.emit('connection.update', { isNewLogin: true, qr: undefined });
}

/** WhatsApp's success for stored creds ('CB:success'): our LID into `me`, then open. */
export function loginSuccess(ev: WhatsAppEvents, creds: AuthenticationCreds): void {
  ev.emit('creds.update', { me: { ...creds.me!, lid: creds.me?.lid ?? `${newLid()}@lid` } });
  ev.emit('connection.update', { connection: 'open' });
}

/** A pairing code as requestPairingCode makes one: 5 random bytes in Crockford's base 32, 8 characters. */
export const newPairingCode = (): string => bytesToCrockford(randomBytes(5));
