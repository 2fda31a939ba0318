import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

// Files the emulator holds: what users send (photos, documents) and what the bot uploads. getFile
// answers a file_path, and GET /file/bot<token>/<file_path> serves the bytes, as on Telegram.

export type StoredFile = {
  fileId: string;
  fileUniqueId: string;
  bytes: Buffer;
  mime: string;
  path: string;
  fileName?: string;
  width?: number;
  height?: number;
};

export type PhotoSize = { file_id: string; file_unique_id: string; width: number; height: number; file_size: number };

const THUMB_SIDE = 320;

export class FileStore {
  private readonly byId = new Map<string, StoredFile>();
  private readonly byPath = new Map<string, StoredFile>();
  private count = 0;

  add(
    bytes: Buffer,
    folder: 'photos' | 'documents',
    mime: string,
    fileName?: string,
    size?: { width: number; height: number },
  ): StoredFile {
    this.count += 1;
    const ext = extensionOf(mime, fileName);
    const file: StoredFile = {
      // Telegram's ids are opaque base64url strings; a prefix per kind helps reading test output.
      fileId: `${folder === 'photos' ? 'AgAC' : 'BQAC'}${randomBytes(24).toString('base64url')}`,
      fileUniqueId: `AQAD${randomBytes(8).toString('base64url')}`,
      bytes,
      mime,
      path: `${folder}/file_${this.count}${ext}`,
      fileName,
      ...size,
    };
    this.byId.set(file.fileId, file);
    this.byPath.set(file.path, file);
    return file;
  }

  get(fileId: string): StoredFile | undefined {
    return this.byId.get(fileId);
  }

  atPath(filePath: string): StoredFile | undefined {
    return this.byPath.get(filePath);
  }

  /**
   * A photo as Telegram delivers it: sizes smallest first, the last one the full image (here the
   * bytes exactly as sent, so a test can compare what the bot downloads). Bytes sharp cannot read
   * still arrive, as one size: Telegram never delivers those, but a bot must not trust it.
   */
  async addPhoto(image: Buffer): Promise<PhotoSize[]> {
    const meta = await sharp(image)
      .metadata()
      .catch(() => undefined);
    const width = meta?.width ?? 0;
    const height = meta?.height ?? 0;
    const sizes: PhotoSize[] = [];
    if (meta && Math.max(width, height) > THUMB_SIDE) {
      const thumb = await sharp(image).resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside' }).jpeg().toBuffer({ resolveWithObject: true });
      sizes.push(toSize(this.add(thumb.data, 'photos', 'image/jpeg', undefined, { width: thumb.info.width, height: thumb.info.height })));
    }
    sizes.push(toSize(this.add(image, 'photos', meta?.format ? `image/${meta.format}` : 'image/jpeg', undefined, { width, height })));
    return sizes;
  }
}

function toSize(file: StoredFile): PhotoSize {
  return {
    file_id: file.fileId,
    file_unique_id: file.fileUniqueId,
    width: file.width ?? 0,
    height: file.height ?? 0,
    file_size: file.bytes.length,
  };
}

function extensionOf(mime: string, fileName?: string): string {
  const fromName = fileName?.match(/\.[A-Za-z0-9]{1,8}$/)?.[0];
  if (fromName) return fromName.toLowerCase();
  const known: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp', 'application/pdf': '.pdf' };
  return known[mime] ?? '';
}
