import { generateWAMessageContent, proto, type WAMessage } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import type { MediaDownload } from '../../infra/whatsapp/socket.ts';
import { readIncoming } from './inbound.ts';
import { restoreFile } from './incoming-media.ts';

// Messages as Baileys 7.0.0-rc14 delivers them in 'messages.upsert': the content decoded by its
// protobuf (proto.Message.decode, as decryptMessageNode does: Longs, Uint8Arrays), the key as
// decodeMessageNode builds it (remoteJidAlt from sender_pn, isViewOnce from an <unavailable
// type="view_once"/> node).

const PHONE = '6285700000001@s.whatsapp.net';
const LID = '300000000000001@lid';
const MEDIA_KEY = Uint8Array.from({ length: 32 }, (_, i) => i);

const decoded = (content: proto.IMessage): proto.IMessage => proto.Message.decode(proto.Message.encode(content).finish());
const delivered = (content: proto.IMessage | null, id: string, key: Partial<WAMessage['key']> = {}): WAMessage => ({
  key: { remoteJid: LID, remoteJidAlt: PHONE, fromMe: false, id, addressingMode: 'lid', ...key },
  message: content ? decoded(content) : null,
  messageTimestamp: Math.floor(Date.now() / 1000),
});
const image = (caption?: string): proto.Message.IImageMessage => ({
  url: 'https://mmg.whatsapp.net/v/t62.7118-24/foto.enc',
  directPath: '/v/t62.7118-24/foto.enc',
  mediaKey: MEDIA_KEY,
  mimetype: 'image/jpeg',
  fileLength: 48_213,
  jpegThumbnail: new Uint8Array(2_000),
  ...(caption ? { caption } : {}),
});
const downloads: WAMessage[] = [];
const download: MediaDownload = async (message) => {
  downloads.push(message);
  return (async function* none() {})();
};
const read = (message: WAMessage) => readIncoming(message, download);
const { AssociationType } = proto.MessageAssociation;

describe('reading what a WhatsApp user sent', () => {
  it('reads a photo with its caption and declared size, and answers at the phone number, not the LID', () => {
    const incoming = read(delivered({ imageMessage: image('BUKTI A1B2C3D4') }, 'IMG1'))!;
    expect(incoming).toMatchObject({ replyTo: PHONE, chatIds: [PHONE, LID], text: 'BUKTI A1B2C3D4' });
    expect(incoming.media).toMatchObject({ kind: 'image', declaredBytes: 48_213 });
    // Known only by its LID, the chat is answered where it wrote.
    expect(read(delivered({ conversation: 'BANTUAN' }, 'T1', { remoteJidAlt: undefined }))).toMatchObject({ replyTo: LID, chatIds: [LID] });
  });

  it('keeps a file so that another process can fetch it later: the key and media fields, no thumbnail', async () => {
    const incoming = read(
      delivered(
        { documentWithCaptionMessage: { message: { documentMessage: { ...image(), mimetype: 'application/pdf', caption: 'tf' } } } },
        'DOC1',
      ),
    )!;
    expect(incoming).toMatchObject({ text: 'tf', media: { kind: 'document', declaredBytes: 48_213 } });
    const saved = (incoming.media as { saved: string }).saved;
    expect(saved).not.toContain('jpegThumbnail');
    const again = restoreFile(saved, download)!;
    expect(again).toMatchObject({ kind: 'document', declaredBytes: 48_213 });
    await again.download();
    const fetched = downloads.at(-1)!;
    expect(fetched.key).toMatchObject({ remoteJid: LID, id: 'DOC1', fromMe: false });
    expect(Buffer.from(fetched.message!.documentMessage!.mediaKey!)).toEqual(Buffer.from(MEDIA_KEY));
    expect(fetched.message!.documentMessage!.directPath).toBe('/v/t62.7118-24/foto.enc');
    expect(restoreFile('not json', download)).toBeNull();
  });

  it('tells an album by its announcement and by each photo tied to it, in both shapes WhatsApp uses', async () => {
    // The announcement, made as Baileys makes one.
    const announcement = await generateWAMessageContent({ album: { expectedImageCount: 3 } }, { upload: async () => ({}) as never });
    expect(read(delivered(announcement, 'ALBUM1'))?.media).toEqual({ kind: 'album', albumId: 'ALBUM1' });
    const association = { associationType: AssociationType.MEDIA_ALBUM, parentMessageKey: { remoteJid: LID, fromMe: false, id: 'ALBUM1' } };
    // A photo as Baileys' own albumParentKey sends it, and as a phone sends it (the photo wrapped as the associated child).
    const flat = { imageMessage: image('BUKTI A1B2C3D4'), messageContextInfo: { messageAssociation: association } };
    const wrapped = {
      messageContextInfo: { messageAssociation: association },
      associatedChildMessage: { message: { imageMessage: image() } },
    };
    expect(read(delivered(flat, 'IMG2'))?.media).toEqual({ kind: 'album', albumId: 'ALBUM1' });
    expect(read(delivered(wrapped, 'IMG3'))?.media).toEqual({ kind: 'album', albumId: 'ALBUM1' });
  });

  it('passes over the HD copy of a photo it already has', () => {
    const hd = {
      messageContextInfo: {
        messageAssociation: { associationType: AssociationType.HD_IMAGE_DUAL_UPLOAD, parentMessageKey: { remoteJid: LID, id: 'IMG1' } },
      },
      associatedChildMessage: { message: { imageMessage: image() } },
    };
    expect(read(delivered(hd, 'IMG1-HD'))).toBeNull();
  });

  it('tells a view-once photo whether WhatsApp withheld it (as from a linked device) or wrapped it', () => {
    expect(read(delivered(null, 'VO1', { isViewOnce: true }))?.media).toEqual({ kind: 'view-once' });
    expect(read(delivered({ viewOnceMessageV2: { message: { imageMessage: image() } } }, 'VO2'))?.media).toEqual({ kind: 'view-once' });
    expect(read(delivered({ imageMessage: { ...image(), viewOnce: true } }, 'VO3'))?.media).toEqual({ kind: 'view-once' });
  });

  it('tells voice notes, audio, stickers and videos apart from files, and downloads none of them', () => {
    const before = downloads.length;
    const voice = {
      audioMessage: {
        url: 'https://mmg.whatsapp.net/v/a.enc',
        mediaKey: MEDIA_KEY,
        mimetype: 'audio/ogg; codecs=opus',
        ptt: true,
        seconds: 4,
      },
    };
    expect(read(delivered(voice, 'PTT1'))?.media).toEqual({ kind: 'audio' });
    expect(read(delivered({ audioMessage: { ...voice.audioMessage, ptt: false } }, 'AUD1'))?.media).toEqual({ kind: 'audio' });
    expect(
      read(delivered({ stickerMessage: { url: 'https://mmg.whatsapp.net/v/s.enc', mimetype: 'image/webp', isAnimated: false } }, 'STK1'))
        ?.media,
    ).toEqual({
      kind: 'sticker',
    });
    expect(read(delivered({ videoMessage: { caption: 'BUKTI A1B2C3D4', mimetype: 'video/mp4' } }, 'VID1'))).toMatchObject({
      text: 'BUKTI A1B2C3D4',
      media: { kind: 'video' },
    });
    expect(downloads.length).toBe(before);
  });
});
