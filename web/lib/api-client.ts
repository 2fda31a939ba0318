import { INTERNAL_MESSAGE, type ErrorCode } from '../../core/errors.ts';

export type ApiErrorCode = ErrorCode | 'NETWORK';

/** Every failed call to our api surfaces as this one type, carrying the server's Indonesian message. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;

  constructor(code: ApiErrorCode, message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

export const NETWORK_MESSAGE = 'Koneksi bermasalah. Periksa internet Anda.';

type RequestOptions = { signal?: AbortSignal };

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query is not a connection problem: let TanStack Query see the abort as such.
    if (options.signal?.aborted) throw error;
    throw new ApiError('NETWORK', NETWORK_MESSAGE, 0);
  }
  if (!response.ok) throw await toApiError(response);
  // 204 and empty 200 bodies (sign-out, deletes) carry nothing to parse.
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function toApiError(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => undefined);
  const error = isErrorBody(payload) ? payload.error : undefined;
  // A body without our error shape (a proxy's HTML page, an empty 502) says nothing we can show.
  if (!error) return new ApiError('INTERNAL', INTERNAL_MESSAGE, response.status);
  return new ApiError(error.code as ApiErrorCode, error.message, response.status);
}

function isErrorBody(value: unknown): value is { error: { code: string; message: string } } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = value.error;
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && 'message' in error && typeof error.message === 'string';
}

/** The one way the SPA talks to the api: JSON in and out, cookies included, errors as `ApiError`. */
export const apiClient = {
  get: <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options: RequestOptions = {}) => request<T>('DELETE', path, undefined, options),
};
