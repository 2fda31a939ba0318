import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { BufferJSON } from '@whiskeysockets/baileys';
import { deriveKey } from '../tokens.ts';

// What the login rows of whatsapp_auth hold (decision 038): Baileys' JSON (BufferJSON), sealed
// with AES-256-GCM under a key derived from WHATSAPP_AUTH_KEY, as `{"sealed": base64(iv | tag |
// ciphertext)}`. The row's key is authenticated with it, so a value copied to another row does not
// open. Without a key (development, tests) rows are plain JSON; plain rows found while a key is set
// (written before there was one) are read as they are and sealed at the next start.

const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The stored login cannot be read with the configured key: the bot must not log in over it. */
export class WhatsAppAuthKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WhatsAppAuthKeyError';
  }
}

export type AuthCodec = {
  /** Whether rows are written sealed. */
  sealing: boolean;
  /** The jsonb text to store for row `rowKey`. */
  encode: (rowKey: string, value: unknown) => string;
  /** A plain row's stored JSON, sealed as it is. */
  seal: (rowKey: string, json: string) => string;
  /** The value of a stored row; throws WhatsAppAuthKeyError when it is sealed with another key or there is none. */
  decode: (rowKey: string, stored: string) => unknown;
};

type Sealed = { sealed: string };
const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' && value !== null && typeof (value as Sealed).sealed === 'string' && Object.keys(value).length === 1;

export function createAuthCodec(secret: string | undefined): AuthCodec {
  const key = secret ? deriveKey(secret, 'whatsapp-auth') : undefined;
  const aad = (rowKey: string) => Buffer.from(`whatsapp_auth:${rowKey}`, 'utf8');
  const seal = (rowKey: string, plain: string): string => {
    if (!key) return plain;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(CIPHER, key, iv).setAAD(aad(rowKey));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return JSON.stringify({ sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') } satisfies Sealed);
  };
  return {
    sealing: Boolean(key),
    seal,
    encode: (rowKey, value) => seal(rowKey, JSON.stringify(value, BufferJSON.replacer)),
    decode(rowKey, stored) {
      const value: unknown = JSON.parse(stored, BufferJSON.reviver);
      if (!isSealed(value)) return value;
      if (!key) throw new WhatsAppAuthKeyError('the stored WhatsApp login is encrypted, but WHATSAPP_AUTH_KEY is not set');
      const bytes = Buffer.from(value.sealed, 'base64');
      try {
        const decipher = createDecipheriv(CIPHER, key, bytes.subarray(0, IV_BYTES)).setAAD(aad(rowKey));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
        return JSON.parse(plain, BufferJSON.reviver);
      } catch {
        throw new WhatsAppAuthKeyError(
          'WHATSAPP_AUTH_KEY does not open the stored WhatsApp login: it was saved with another key (a database copied from another deployment?)',
        );
      }
    },
  };
}
