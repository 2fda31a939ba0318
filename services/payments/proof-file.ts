import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../core/errors.ts';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import { imageQueue, ImageQueueFull } from '../../infra/image-queue.ts';
import { sniffImage } from '../../infra/images.ts';

// A payment proof is judged by its bytes, never by its name or declared type
// (docs/architecture.md#uploads): JPEG and PNG are decoded and re-encoded by sharp, which drops
// every metadata block (EXIF with GPS, camera serials, thumbnails, text chunks) and anything
// appended after the image; a PDF is kept as sent but must look like one from its first to its last
// marker, with nothing after it and nothing in it that acts when opened. Images take turns in the
// process's bounded image queue (infra/image-queue.ts), off the event loop.

export const PROOF_MAX_BYTES = 750 * 1024;
/**
 * Phone screenshots are ~3 MP and document scans rarely pass 25 MP. The header is read first, so
 * a small file declaring a huge canvas (a pixel bomb) is refused without being decoded.
 */
export const PROOF_MAX_PIXELS = 40_000_000;
// zlib's default level. Level 9 took 4.4 times the CPU (308 against 70 ms) on a 1080×2400
// screenshot of a transfer, the usual proof, for a file 7 % smaller.
const PNG_LEVEL = 6;

const PDF_HEADER = Buffer.from('%PDF-');
const PDF_TRAILER = Buffer.from('%%EOF');
/**
 * A transfer receipt is text and pictures. Names that make a reader act on opening (scripts,
 * launching a program, files carried inside, forms that post away) or markup a browser would run
 * mark a PDF that is something else: an attack dressed as a receipt.
 */
const PDF_ACTIVE_NAME = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToE)(?![A-Za-z0-9])/;
const MARKUP = /<\s*(?:script|html|svg|iframe|object|embed)\b/i;
/** After its last end marker a PDF has at most line ends and padding, never a second file. */
const PDF_TAIL = /^[\s\0]*$/;

export type ProofMime = 'image/jpeg' | 'image/png' | 'application/pdf';

export type CheckedProof = {
  /** What is stored: the re-encoded image, or the PDF as sent. */
  stored: Buffer;
  extension: 'jpg' | 'png' | 'pdf';
  mime: ProofMime;
  /** Size and sha256 of the bytes the customer sent (a re-sent file has the same hash). */
  uploadedBytes: number;
  sha256: string;
  width: number | null;
  height: number | null;
};

const notAllowed = () => new AppError('UNSUPPORTED_MEDIA_TYPE', M.fileType, { field: 'proof' });

export async function checkProofFile(file: { bytes: Buffer; truncated: boolean }): Promise<CheckedProof> {
  if (file.truncated || file.bytes.length > PROOF_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', M.fileTooLarge, { field: 'proof' });
  if (file.bytes.length === 0) throw new AppError('VALIDATION', M.fileMissing, { field: 'proof' });
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const uploadedBytes = file.bytes.length;

  if (file.bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) {
    if (!isPlainPdf(file.bytes)) throw notAllowed();
    return { stored: file.bytes, extension: 'pdf', mime: 'application/pdf', uploadedBytes, sha256, width: null, height: null };
  }

  const kind = sniffImage(file.bytes);
  if (kind !== 'jpeg' && kind !== 'png') throw notAllowed();
  const image = await imageQueue
    .run(() => reencode(file.bytes, kind))
    .catch((error: unknown) => {
      if (error instanceof ImageQueueFull) throw new AppError('UNAVAILABLE', M.imageQueueFull, { field: 'proof' });
      throw error;
    });
  return { ...image, uploadedBytes, sha256 };
}

function isPlainPdf(bytes: Buffer): boolean {
  const end = bytes.lastIndexOf(PDF_TRAILER);
  if (end < 0 || !PDF_TAIL.test(bytes.subarray(end + PDF_TRAILER.length).toString('latin1'))) return false;
  // Names may spell a letter as #xx (/J#61vaScript is /JavaScript): read them decoded.
  const text = bytes.toString('latin1').replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return !PDF_ACTIVE_NAME.test(text) && !MARKUP.test(text);
}

async function reencode(bytes: Buffer, kind: 'jpeg' | 'png'): Promise<Omit<CheckedProof, 'uploadedBytes' | 'sha256'>> {
  try {
    // One call, one trip to sharp's threads: libvips reads the header first and refuses a canvas
    // over the limit (a small file declaring a huge one, a pixel bomb) before decoding anything.
    const pipeline = sharp(bytes, { limitInputPixels: PROOF_MAX_PIXELS, failOn: 'error', animated: false }).rotate();
    const { data, info } = await (
      kind === 'jpeg' ? pipeline.jpeg({ quality: 85 }) : pipeline.png({ compressionLevel: PNG_LEVEL })
    ).toBuffer({ resolveWithObject: true });
    return kind === 'jpeg'
      ? { stored: data, extension: 'jpg', mime: 'image/jpeg', width: info.width, height: info.height }
      : { stored: data, extension: 'png', mime: 'image/png', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new AppError('PAYLOAD_TOO_LARGE', M.imageTooLarge, { field: 'proof' });
    throw notAllowed();
  }
}

/** Server-chosen, unguessable, under the transaction: proofs/<transactionId>/<random>.<ext>. */
export function newProofKey(transactionId: string, extension: CheckedProof['extension']): string {
  return `proofs/${transactionId}/${randomBytes(16).toString('hex')}.${extension}`;
}
