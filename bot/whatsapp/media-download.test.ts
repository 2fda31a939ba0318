import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { downloadMediaMessage, encryptedStream, proto, type WAMessage } from '@whiskeysockets/baileys';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHATSAPP_MESSAGES as M } from '../../core/chat/whatsapp-texts.ts';
import { readCapped } from '../../infra/capped-read.ts';
import type { BaileysLogger } from '../../infra/whatsapp/postgres-auth-state.ts';
import { createMediaDownload } from './media-download.ts';

// A media server on this machine serving a file encrypted by Baileys' own encryptedStream, as
// WhatsApp's servers do: 410 for an expired one, one that never answers, one that stops sending
// halfway. The re-upload stands in for the socket's updateMediaMessage, which points the message
// at the file the phone uploaded again. Baileys' own downloadMediaMessage is run beside it to pin
// why it is not used.

const PHOTO = Buffer.from('bukti transfer '.repeat(5_000));
let encrypted: { bytes: Buffer; mediaKey: Buffer };
let server: http.Server;
let base = '';
const hits: string[] = [];

beforeAll(async () => {
  const result = await encryptedStream(PHOTO, 'image');
  encrypted = { bytes: fs.readFileSync(result.encFilePath), mediaKey: result.mediaKey };
  fs.rmSync(result.encFilePath, { force: true });
  server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    if (request.url === '/expired') return void response.writeHead(410).end();
    if (request.url === '/stalls') {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      return void response.write(encrypted.bytes.subarray(0, 4096));
    }
    if (request.url === '/silent') return;
    if (request.url === '/tampered') {
      const bytes = Buffer.from(encrypted.bytes);
      bytes[100] = (bytes[100] ?? 0) ^ 1;
      return void response.writeHead(200).end(bytes);
    }
    response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(encrypted.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** An image message as Baileys decodes it, its file at `path` on the test's media server. */
function imageAt(path: string): WAMessage {
  const message = proto.Message.decode(
    proto.Message.encode({
      imageMessage: { url: `${base}${path}`, mediaKey: encrypted.mediaKey, mimetype: 'image/jpeg', fileLength: PHOTO.length },
    }).finish(),
  );
  return { key: { remoteJid: '6285700000001@s.whatsapp.net', fromMe: false, id: `IMG-${path}` }, message };
}

const logger = pino({ level: 'silent' }) as unknown as BaileysLogger;

describe('downloading a file a chat user sent', () => {
  it("reads and decrypts the file as Baileys' own download does, and refuses one whose MAC does not match", async () => {
    const download = createMediaDownload({ reupload: async () => imageAt('/never'), logger });
    const ours = (await readCapped(await download(imageAt('/file')), 1_000_000)).bytes;
    const baileys = await downloadMediaMessage(imageAt('/file'), 'buffer', {});
    expect(ours.equals(PHOTO) && baileys.equals(PHOTO)).toBe(true);
    await expect(readCapped(await download(imageAt('/tampered')), 1_000_000)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('asks the phone to upload an expired file again (Baileys rc14 never does) and reads the new one', async () => {
    const reuploads: string[] = [];
    const download = createMediaDownload({
      reupload: async (message) => {
        reuploads.push(message.key.id!);
        return { ...message, message: { imageMessage: { ...message.message!.imageMessage, url: `${base}/file` } } };
      },
      logger,
    });
    // Baileys alone, with its own re-upload hook, gives up: the hook is never called.
    const unused: string[] = [];
    await expect(
      downloadMediaMessage(imageAt('/expired'), 'stream', {}, { logger, reuploadRequest: async (m) => (unused.push('asked'), m) }),
    ).rejects.toMatchObject({ output: { statusCode: 410 } });
    expect(unused).toEqual([]);

    expect((await readCapped(await download(imageAt('/expired')), 1_000_000)).bytes.equals(PHOTO)).toBe(true);
    expect(reuploads).toEqual(['IMG-/expired']);
  });

  it('says the file is not available when the phone cannot upload it again', async () => {
    const download = createMediaDownload({
      reupload: async () => {
        throw Object.assign(new Error('Media re-upload failed by device (NOT_FOUND)'), { isBoom: true, output: { statusCode: 404 } });
      },
      logger,
    });
    await expect(download(imageAt('/expired'))).rejects.toMatchObject({ code: 'UNAVAILABLE', message: M.mediaUnavailable });
  });

  it('gives up at the deadline on a server that never answers, or stops sending halfway', async () => {
    const download = createMediaDownload({ reupload: async (m) => m, logger, timeoutMs: 300 });
    const started = Date.now();
    await expect(download(imageAt('/silent'))).rejects.toMatchObject({ code: 'UNAVAILABLE', message: M.mediaUnavailable });
    await expect(readCapped(await download(imageAt('/stalls')), 1_000_000)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('waits for the phone no longer than the deadline (updateMediaMessage itself never gives up)', async () => {
    const download = createMediaDownload({ reupload: () => new Promise<WAMessage>(() => {}), logger, timeoutMs: 300 });
    await expect(download(imageAt('/expired'))).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('stops the download when the reader stops: a file larger than the cap costs no more than the cap', async () => {
    const download = createMediaDownload({ reupload: async (m) => m, logger });
    expect(await readCapped(await download(imageAt('/file')), 1_000)).toEqual({ bytes: Buffer.alloc(0), truncated: true });
  });
});
