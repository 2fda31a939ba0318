import type { Api } from 'grammy';
import { readCapped, type CappedBytes } from '../../infra/capped-read.ts';

// Fetches a file a user sent, the way the Bot API serves it: getFile gives a path, the bytes come
// from `<apiRoot>/file/bot<token>/<path>`. That address holds the token, so it is never logged or
// put in an error message. A file over the cap is not downloaded (getFile says its size), and a
// download is cut off past the cap all the same (infra/capped-read.ts), for a server that did not say.

const DOWNLOAD_TIMEOUT_MS = 30_000;
const TOO_LARGE: CappedBytes = { bytes: Buffer.alloc(0), truncated: true };

export async function downloadTelegramFile(
  api: Api,
  endpoint: { token: string; apiRoot: string },
  fileId: string,
  maxBytes: number,
): Promise<CappedBytes> {
  const file = await api.getFile(fileId);
  if (file.file_size !== undefined && file.file_size > maxBytes) return TOO_LARGE;
  if (!file.file_path) throw new Error('getFile returned no file_path');
  const path = file.file_path.split('/').map(encodeURIComponent).join('/');

  let response: Response;
  try {
    response = await fetch(`${endpoint.apiRoot}/file/bot${endpoint.token}/${path}`, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  } catch (error) {
    // eslint-disable-next-line preserve-caught-error -- the cause quotes the URL, and the URL holds the token
    throw new Error(`telegram file download failed: ${error instanceof Error ? error.name : 'error'}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`telegram file download answered HTTP ${response.status}`);
  }
  if (Number(response.headers.get('content-length') ?? NaN) > maxBytes) {
    await response.body.cancel();
    return TOO_LARGE;
  }
  return readCapped(response.body, maxBytes);
}
