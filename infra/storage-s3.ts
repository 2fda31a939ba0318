import { AwsClient } from 'aws4fetch';
import type { StorageDriver } from './storage-driver.ts';

// S3-compatible object storage (MinIO in docker compose, any S3 in production) signed with SigV4.
// Reached only through createStorage, which validates every key first: keys are then plain
// lowercase paths, safe to put into a URL as they are.
export interface S3StorageOptions {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Per call, retries included. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
// Retries cover S3's transient 5xx/SlowDown answers; the per-call timeout bounds them.
const RETRIES = 2;

export function createS3Driver(options: S3StorageOptions): StorageDriver {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries: RETRIES,
  });
  // Path-style (`endpoint/bucket/key`) works with MinIO and S3 alike and needs no wildcard DNS.
  const base = `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  // Errors name the operation, the key, the status and S3's error code: never the endpoint (which
  // could carry userinfo), the signed headers or the response body (which can echo the request).
  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await client.fetch(`${base}/${key}`, { ...init, method, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw callError(method, key, error);
    }
  }

  function callError(method: string, key: string, error: unknown): Error {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return new Error(`S3 ${method} ${key} timed out after ${timeoutMs} ms`);
    }
    return new Error(`S3 ${method} ${key} failed: ${networkReason(error)}`);
  }

  function failure(method: string, key: string, status: number, code: string | undefined): Error {
    return new Error(`S3 ${method} ${key} failed: ${status}${code ? ` ${code}` : ''}`);
  }

  return {
    async put(key, bytes, contentType) {
      // No x-amz-server-side-encryption header: MinIO without a KMS refuses it, and bucket default
      // encryption covers S3.
      const response = await send('PUT', key, { body: new Uint8Array(bytes), headers: { 'content-type': contentType } });
      if (!response.ok) throw failure('PUT', key, response.status, await errorCode(response));
      await response.body?.cancel();
    },

    async get(key) {
      const response = await send('GET', key);
      if (response.ok) {
        try {
          return Buffer.from(await response.arrayBuffer());
        } catch (error) {
          throw callError('GET', key, error);
        }
      }
      const code = await errorCode(response);
      if (isMissingObject(response.status, code)) return null;
      throw failure('GET', key, response.status, code);
    },

    async delete(key) {
      const response = await send('DELETE', key);
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      // S3 answers 204 for a missing key too; some compatible servers answer 404.
      const code = await errorCode(response);
      if (!isMissingObject(response.status, code)) throw failure('DELETE', key, response.status, code);
    },
  };
}

/** S3's error code from an error response's XML body; the rest of the body is never surfaced. */
async function errorCode(response: Response): Promise<string | undefined> {
  const body = await response.text().catch(() => '');
  return /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(body)?.[1];
}

// A missing bucket is a misconfiguration, not a missing object.
function isMissingObject(status: number, code: string | undefined): boolean {
  return status === 404 && code !== 'NoSuchBucket';
}

function networkReason(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  // Not the message: a URL parse error quotes the URL, and an endpoint can carry userinfo.
  return error instanceof Error ? error.name : 'unknown error';
}
