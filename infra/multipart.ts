import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { AppError } from '../core/errors.ts';

// multipart/form-data bodies held in memory, within hard limits. A file over its size limit is
// kept truncated and flagged, so the caller can answer with its own message (docs/product.md words
// each upload's limit); everything else over a limit is refused here.

export type UploadedFile = {
  field: string;
  /** As the client named it: never used for storage keys or content types. */
  filename: string;
  bytes: Buffer;
  /** True when the file was larger than `limits.fileSize` (bytes holds only the first part). */
  truncated: boolean;
};

/** The request, or a copy of its body that a middleware read ahead (to fingerprint it). */
export type RequestBody = Readable & { headers: IncomingHttpHeaders };

export type MultipartBody = { fields: Map<string, string>; files: UploadedFile[] };

export type MultipartLimits = {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  /** The whole request body, parts and boundaries included. */
  totalBytes: number;
};

const MALFORMED = () => new AppError('VALIDATION', 'Format data tidak valid.');
const TOO_LARGE = () => new AppError('PAYLOAD_TOO_LARGE', 'Ukuran data terlalu besar.');
const ENCODED = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'Data terkompresi tidak didukung untuk unggahan.');

export function isMultipart(contentType: string | undefined): boolean {
  return /^multipart\/form-data\s*;/i.test(contentType ?? '');
}

export function parseMultipart(req: RequestBody, limits: MultipartLimits): Promise<MultipartBody> {
  // Busboy reads the bytes as sent. A compressed upload (Content-Encoding gzip, deflate, br) would
  // need inflating under limits of its own, and no browser sends one: refused, never parsed as if
  // it were plain.
  const encoding = String(req.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding !== 'identity') return Promise.reject(ENCODED());
  const declaredLength = Number(req.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > limits.totalBytes) return Promise.reject(TOO_LARGE());

  return new Promise<MultipartBody>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // No `parts` limit: busboy signals it when the last allowed part ENDS, which refused a form
      // of exactly the allowed size. `files` and `fields` already bound the parts, and signal
      // only when one more arrives.
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: limits.fileSize, files: limits.files, fields: limits.fields, fieldSize: limits.fieldSize },
      });
    } catch {
      reject(MALFORMED());
      return;
    }

    const fields = new Map<string, string>();
    const files: UploadedFile[] = [];
    const pending: Promise<void>[] = [];
    let settled = false;
    let received = 0;

    // After a failure the parser lets go of the body; what is left of it is read and dropped by
    // the error handler before it answers (api/middleware/unread-body.ts).
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => {});
      reject(error);
    };

    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.totalBytes) fail(TOO_LARGE());
    });
    req.on('error', () => fail(MALFORMED()));

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return fail(TOO_LARGE());
      fields.set(name, value);
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      pending.push(
        new Promise<void>((done) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', () => {
            fail(MALFORMED());
            done();
          });
          stream.on('close', () => {
            files.push({ field, filename: info.filename ?? '', bytes: Buffer.concat(chunks), truncated: stream.truncated === true });
            done();
          });
        }),
      );
    });
    parser.on('filesLimit', () => fail(MALFORMED()));
    parser.on('fieldsLimit', () => fail(MALFORMED()));
    parser.on('error', () => fail(MALFORMED()));
    parser.on('close', () => {
      void Promise.all(pending).then(() => {
        if (settled) return;
        settled = true;
        resolve({ fields, files });
      });
    });
    req.pipe(parser);
  });
}
