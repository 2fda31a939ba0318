import type { IncomingMessage, ServerResponse } from 'node:http';
import { isMultipart, parseMultipart } from '../../infra/multipart.ts';
import { BotApiError, badRequest, notFound, unauthorized } from './errors.ts';
import type { FileStore } from './files.ts';
import type { Call, Upload } from './methods.ts';
import { fromForm, type Params } from './params.ts';

// The HTTP face of the emulator, shaped like api.telegram.org: POST (or GET)
// /bot<token>/<method> with a JSON, multipart or urlencoded body, and GET
// /file/bot<token>/<file_path> for downloads. grammY sends JSON, and multipart when a call
// carries an InputFile.

const JSON_LIMIT = 1024 * 1024;
const UPLOAD_LIMITS = { fileSize: 50 * 1024 * 1024, files: 10, fields: 100, fieldSize: 1024 * 1024, totalBytes: 51 * 1024 * 1024 };

export type HandlerDeps = { token: string; files: FileStore; call: (call: Call) => Promise<unknown> };

export function createRequestHandler(deps: HandlerDeps): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    void handle(deps, req, res).catch((error: unknown) => {
      const failure =
        error instanceof BotApiError
          ? error
          : new BotApiError(500, `Internal Server Error: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent && !res.destroyed) reply(res, failure.status, failure.toJSON());
    });
  };
}

async function handle(deps: HandlerDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://emulator');
  const download = /^\/file\/bot([^/]+)\/(.+)$/.exec(url.pathname);
  if (download) {
    if (decodeURIComponent(download[1] as string) !== deps.token) throw unauthorized();
    const file = deps.files.atPath(decodeURIComponent(download[2] as string));
    if (!file || req.method !== 'GET') throw notFound();
    res.writeHead(200, { 'content-type': file.mime, 'content-length': file.bytes.length });
    res.end(file.bytes);
    return;
  }
  const api = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
  if (!api) throw notFound();
  if (decodeURIComponent(api[1] as string) !== deps.token) throw unauthorized();

  const { params, uploads } = await readParams(req, url);
  // A long poll must end when its client goes away (grammY aborts it on bot.stop()).
  const abort = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) abort.abort();
  });
  const result = await deps.call({ method: api[2] as string, params, uploads, signal: abort.signal });
  reply(res, 200, { ok: true, result });
}

async function readParams(req: IncomingMessage, url: URL): Promise<{ params: Params; uploads: Map<string, Upload> }> {
  const params: Params = fromForm(url.searchParams);
  const uploads = new Map<string, Upload>();
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (isMultipart(type)) {
    const body = await parseMultipart(req, UPLOAD_LIMITS).catch(() => {
      throw badRequest('failed to parse multipart/form-data body');
    });
    Object.assign(params, fromForm(body.fields));
    for (const file of body.files) uploads.set(file.field, { bytes: file.bytes, filename: file.filename });
    return { params, uploads };
  }
  const raw = await readBody(req);
  if (!raw.length) return { params, uploads };
  if (type.startsWith('application/x-www-form-urlencoded')) {
    Object.assign(params, fromForm(new URLSearchParams(raw.toString('utf8'))));
    return { params, uploads };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest("can't parse JSON object");
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw badRequest("can't parse JSON object");
  return { params: { ...params, ...(json as Params) }, uploads };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > JSON_LIMIT) {
        reject(new BotApiError(413, 'Request Entity Too Large'));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
